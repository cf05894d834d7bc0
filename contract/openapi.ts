import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import type { Access } from "./access";
import { pathParams, type Answer, type Call, type RequestBody } from "./call";
import { errorBody, pathId, validationErrorBody } from "./common";
import { CALLS } from "./index";
import { z } from "./zod";

/**
 * The OpenAPI 3.1 document of the contract (issue 39 §3): `npm run build` writes it to
 * `docs/api/openapi.json` and a test fails when the checked-in file is stale. Each operation is
 * tagged with its area and with `documented` or `extension`; `x-source` names the spec's line or
 * the extension's reason and `x-access` who may call it.
 */

const BEARER = "bearer";

function requestBody(body: RequestBody) {
  if ("json" in body) return { content: { "application/json": { schema: body.json } } };
  if ("form" in body) return { content: { "application/x-www-form-urlencoded": { schema: body.form } } };
  if ("multipart" in body) {
    const files = Object.fromEntries(
      body.files.map((name) => [name, z.string().openapi({ type: "string", format: "binary" })]),
    );
    return { content: { "multipart/form-data": { schema: body.multipart.extend(files) } } };
  }
  return { content: { [body.raw]: { schema: z.string() } } };
}

function answer(answer: Answer, status: number) {
  const description = status === 204 ? "No content" : "Success";
  if ("json" in answer) return { description, content: { "application/json": { schema: answer.json } } };
  if ("text" in answer) return { description, content: { "text/plain": { schema: z.string() } } };
  if ("file" in answer)
    return { description, content: { [answer.file]: { schema: z.string().openapi({ format: "binary" }) } } };
  if ("events" in answer) return { description, content: { "text/event-stream": { schema: z.string() } } };
  return { description };
}

function accessText(access: Access): string {
  switch (access.kind) {
    case "public":
      return "anyone";
    case "account":
      return "any signed-in account, for itself";
    default:
      return `${access.kind === "staff" ? "staff" : "the patient, or staff"} with ${access.capabilities.join(" or ")}`;
  }
}

function register(registry: OpenAPIRegistry, call: Call) {
  const names = pathParams(call.path);
  const params = names.length
    ? (call.params ?? z.object(Object.fromEntries(names.map((name) => [name, pathId]))))
    : undefined;
  const responses: Record<string, ReturnType<typeof answer>> = {};
  for (const [status, value] of Object.entries(call.responses))
    if (value) responses[status] = answer(value, +status);
  responses["422"] = {
    description: "Invalid data: the fields refused",
    content: { "application/json": { schema: validationErrorBody } },
  };
  responses["default"] = {
    description: "Refused or failed",
    content: { "application/json": { schema: errorBody } },
  };
  registry.registerPath({
    method: call.method.toLowerCase() as "get",
    path: call.path,
    operationId: call.id,
    summary: call.summary,
    tags: [call.area, "documented" in call.source ? "documented" : "extension"],
    security: call.anonymous === "always" ? [] : [{ [BEARER]: [] }],
    request: {
      ...(params ? { params } : {}),
      ...(call.query ? { query: call.query } : {}),
      ...(call.body ? { body: requestBody(call.body) } : {}),
    },
    responses,
    "x-source": "documented" in call.source ? call.source.documented : call.source.extension,
    "x-access": accessText(call.access),
    ...(call.anonymous === "registration" ? { "x-anonymous": "with the registration headers" } : {}),
  } as Parameters<OpenAPIRegistry["registerPath"]>[0]);
}

export function openApiDocument(calls: readonly Call[] = CALLS) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", BEARER, { type: "http", scheme: "bearer" });
  for (const call of calls) register(registry, call);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Care delivery /api",
      version: "1",
      description:
        "The upstream API the care-delivery web app calls: the calls the specification documents (tag `documented`) and the extensions the app added (tag `extension`, each with its reason in `x-source`).",
    },
    tags: [
      { name: "documented", description: "Listed in the specification's calls (part 1 §7, part 2 §7)" },
      { name: "extension", description: "Added by the app; `x-source` says why a backend needs it" },
    ],
  });
}
