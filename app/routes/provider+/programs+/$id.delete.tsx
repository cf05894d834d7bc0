import { useTranslation } from "react-i18next";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { PROGRAMS_PATH, programPath } from "~/domain/programs";
import { deleteFailure } from "~/http/delete-failure.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteProgram } from "~/upstream/programs.server";
import { loadProgram } from "./__programs.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["provider", "programs"] };

interface ProgramDeleteData extends DeleteConfirmationBase {
  name: string;
}

/** Deleting a program asks first (GET never deletes): it goes with its phases, criteria, enrollments and products. */
export const loader = guarded("programs.edit", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const t = await getT(context.locale, "programs");
  const confirmation: ProgramDeleteData = {
    title: t("delete.title", { name: program.name }),
    canDelete: true,
    backHref: programPath(program.id),
    actionHref: programPath(program.id, "delete"),
    name: program.name,
  };
  return { ...confirmation, pageTitle: confirmation.title };
});

export const action = guarded("programs.edit", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const result = await deleteProgram(client, program.id);
  if (!result.ok) return deleteFailure(result, "programs:delete.failure");
  return redirectWithFlash(context, PROGRAMS_PATH, {
    kind: "success",
    key: "programs:flash.deleted",
    params: { name: program.name },
  });
});

function Summary({ data }: { data: ProgramDeleteData }) {
  const { t } = useTranslation("programs");
  return <p>{t("delete.summary", { name: data.name })}</p>;
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(Summary);
