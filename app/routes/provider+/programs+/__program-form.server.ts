import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { ProgramFormChoices } from "~/components/programs/program-form";
import { programFormSchema } from "~/domain/program-schemas";
import { programPath } from "~/domain/programs";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getClinics } from "~/upstream/organizations.server";
import {
  checkProgramName,
  createProgram,
  listProgramLookups,
  listProgramServiceTypes,
  listProgramTemplates,
  updateProgram,
  type Program,
} from "~/upstream/programs.server";
import { inProgramWords } from "./__words.server";

const FIELDS = [
  "name",
  "description",
  "typeId",
  "categoryId",
  "status",
  "clinicId",
  "templateIds",
  "serviceTypeIds",
];

const options = (result: { ok: boolean; data?: Array<{ id: string; name: string }> }) =>
  result.ok && result.data ? result.data.map((v) => ({ value: v.id, label: v.name })) : [];

/**
 * What the program form offers: the master data's types and categories, the organization's
 * clinics and care-plan templates, the service types. A list that cannot be read offers nothing
 * (the upstream then refuses what the form sends, said on the field).
 */
export async function programChoices(client: UpstreamClient, orgId: string): Promise<ProgramFormChoices> {
  const [types, categories, clinics, templates, serviceTypes] = await Promise.all([
    listProgramLookups(client, "program-type"),
    listProgramLookups(client, "program-category"),
    getClinics(client, orgId),
    listProgramTemplates(client, orgId),
    listProgramServiceTypes(client),
  ]);
  return {
    types: options({ ok: types.ok, data: types.ok ? types.data.content : undefined }),
    categories: options({ ok: categories.ok, data: categories.ok ? categories.data.content : undefined }),
    clinics: options({ ok: clinics.ok, data: clinics.ok ? clinics.data : undefined }),
    templates: options({ ok: templates.ok, data: templates.ok ? templates.data : undefined }),
    serviceTypes: options({ ok: serviceTypes.ok, data: serviceTypes.ok ? serviceTypes.data : undefined }),
  };
}

/** The program form's action, for a new program of an organization or an existing one. */
export async function saveProgram(
  formData: FormData,
  context: RequestContext,
  client: UpstreamClient,
  target: { organizationId: string } | { program: Program },
) {
  const submission = parseWithZod(formData, { schema: programFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const body = {
    name: value.name,
    description: value.description ?? "",
    typeId: value.typeId,
    categoryId: value.categoryId,
    status: value.status,
    clinicId: value.clinicId ?? null,
    templateIds: value.templateIds,
    serviceTypeIds: value.serviceTypeIds,
  };
  // A name another program of the organization has is refused beside the field before anything is
  // sent. When the check itself cannot be read the save goes on: the upstream refuses it too (422).
  const organizationId = "program" in target ? target.program.organizationId : target.organizationId;
  const renamed =
    "program" in target ? target.program.name.trim().toLowerCase() !== body.name.toLowerCase() : true;
  if (renamed) {
    const check = await checkProgramName(
      client,
      organizationId,
      body.name,
      "program" in target ? target.program.id : undefined,
    );
    if (check.ok && check.data.exists)
      return data(
        { result: submission.reply({ fieldErrors: { name: ["programs:errors.nameTaken"] } }) },
        { status: 400 },
      );
  }
  const result =
    "program" in target
      ? await updateProgram(client, target.program.id, body)
      : await createProgram(client, { ...body, organizationId: target.organizationId });
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, inProgramWords(result), { fields: FIELDS }) },
      { status: statusForFailure(result) },
    );
  const id = "program" in target ? target.program.id : (result.data as Program).id;
  return redirectWithFlash(context, programPath(id, "program" in target ? "" : "phases"), {
    kind: "success",
    key: "program" in target ? "programs:flash.saved" : "programs:flash.created",
  });
}
