import type { Capability } from "@contract/permissions";
import { PROGRAMS_PATH, programPath } from "~/domain/programs";
import { readKeepingForm } from "~/http/form-kept.server";
import type { IntentTable } from "~/http/intents.server";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { requireCapability } from "~/session/guards.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getProgram, type Program } from "~/upstream/programs.server";

/**
 * The program pages' side of the server: the program a page is about, or the 404 page. An id
 * that cannot be one answers 404 before any call; a program outside the user's tree answers as a
 * missing one does (the guard has checked the capability; the program's organization is checked
 * once it is read).
 */
export async function loadProgram(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  rawId: string | undefined,
  capability: Capability,
): Promise<Program> {
  const programId = requireValidId(context, rawId, { messageKey: "programs:notFound" });
  const result = await getProgram(client, programId);
  if (!result.ok && (result.status === 404 || result.status === 403))
    throw notFound(context, { messageKey: "programs:notFound" });
  const program = orThrow(result, context);
  await requireCapability(context, request, capability, { organizationId: program.organizationId });
  return program;
}

/** The crumbs of a program's pages: the list, the program, then the page itself when it has one. */
export async function programCrumbs(context: RequestContext, program: Program, page?: string) {
  const t = await getT(context.locale, "programs");
  return [
    { label: t("list.title"), to: PROGRAMS_PATH },
    page ? { label: program.name, to: programPath(program.id) } : { label: program.name },
    ...(page ? [{ label: page }] : []),
  ];
}

/** What a program page's intents work with: the request context, the client and the program. */
export interface ProgramCtx {
  context: RequestContext;
  client: UpstreamClient;
  program: Program;
}

/**
 * A program page's action of several intents (issue 39 §4): the program first (404 outside the
 * tree; an outage gives the form that was sent back with its values), then the table's answer.
 */
export async function answerProgramIntents<Body>(
  scope: { request: Request; context: RequestContext; params: { id?: string }; client: UpstreamClient },
  table: IntentTable<ProgramCtx, string, Body>,
) {
  const { request, context, params, client } = scope;
  const [program, kept] = await readKeepingForm(
    request,
    () => loadProgram(client, context, request, params.id, "programs.edit"),
    { into: table.kept },
  );
  return kept ?? table.answer(await request.formData(), { context, client, program });
}
