import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton, buttonClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { inviteSchema } from "~/domain/program-schemas";
import { PATIENT_PAGE_SIZE, inviteSelection, programPath } from "~/domain/programs";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { actionFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { invitePatients, listEligible } from "~/upstream/programs.server";
import { loadProgram, programCrumbs } from "./__programs.server";

export const handle = { i18n: ["programs"], breadcrumb: crumbsFrom };

/** The selection a query or a form names, or null when it names nobody. */
function selectionOf(params: URLSearchParams | FormData) {
  const submission = parseWithZod(params, { schema: inviteSchema });
  if (submission.status !== "success") return null;
  const { patientId, all, name } = submission.value;
  return inviteSelection(patientId, all === "true", name ?? "");
}

/**
 * The invitation's confirmation (GET never sends): how many patients it will invite (the chosen
 * rows, or every eligible patient matching the name filter, counted by the upstream now) and the
 * first page of them by name, read in one call (the chosen ones through `patientIds`, decision
 * 042), then a POST that sends it. Nobody chosen goes back to the enrollment page with a message.
 * The names of chosen rows are only shown: when they cannot be read the count still stands.
 */
export const loader = guarded("programs.edit", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const selection = selectionOf(new URL(request.url).searchParams);
  if (!selection) {
    throw redirectWithFlash(context, programPath(program.id, "enrollment"), {
      kind: "warn",
      key: "programs:flash.nobodyChosen",
    });
  }
  const preview = { page: 0, size: PATIENT_PAGE_SIZE };
  let count = 0;
  let patients: Array<{
    id: string;
    firstName: string;
    lastName: string;
    dateOfBirth?: string | null;
  }> | null;
  if ("all" in selection) {
    const page = orThrow(
      await listEligible(client, program.id, { ...preview, name: selection.name }),
      context,
    );
    count = page.totalElements;
    patients = page.content;
  } else {
    const page = await listEligible(client, program.id, { ...preview, patientIds: selection.patientIds });
    count = selection.patientIds.length;
    patients = page.ok ? page.data.content : null;
  }
  const t = await getT(context.locale, "programs");
  return {
    program,
    selection,
    count,
    patients:
      patients?.map((p) => ({
        id: p.id,
        name: `${p.firstName} ${p.lastName}`,
        dateOfBirth: p.dateOfBirth ?? "",
      })) ?? null,
    pageTitle: t("invite.title"),
    crumbs: await programCrumbs(context, program, t("invite.title")),
  };
});

export const action = guarded("programs.edit", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const selection = selectionOf(await request.formData());
  const result = selection ? await invitePatients(client, program.id, selection) : null;
  const flash = actionFlash(result, {
    success: "programs:flash.invited",
    failure: "programs:flash.inviteFailed",
  });
  return redirectWithFlash(
    context,
    programPath(program.id, "enrollment"),
    result?.ok ? { ...flash, params: { n: result.data.invited } } : flash,
  );
});

export default function InviteConfirmation() {
  const { t } = useTranslation("programs");
  const { program, selection, count, patients } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("invite.title")}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <p className="text-lg" data-testid="invite-count">
          {t("invite.summary", { n: count, program: program.name })}
        </p>
        {"all" in selection && selection.name ? (
          <p className="mt-2">{t("invite.matching", { name: selection.name })}</p>
        ) : null}
        {patients && patients.length > 0 ? (
          <>
            <h2 id="invitees" className="mt-4 text-xl font-bold">
              {patients.length < count
                ? t("invite.firstOf", { shown: patients.length, n: count })
                : t("invite.who")}
            </h2>
            <ul aria-labelledby="invitees" className="mt-2 list-disc pl-6" data-testid="invitees">
              {patients.map((p) => (
                <li key={p.id}>
                  {p.name}
                  {p.dateOfBirth ? ` (${t("enrollment.born")}: ${p.dateOfBirth})` : ""}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Form method="post">
            {"all" in selection ? (
              <>
                <input type="hidden" name="all" value="true" />
                <input type="hidden" name="name" value={selection.name} />
              </>
            ) : (
              selection.patientIds.map((id) => <input key={id} type="hidden" name="patientId" value={id} />)
            )}
            <SubmitButton intent="invite">{t("invite.confirm", { n: count })}</SubmitButton>
          </Form>
          <Link to={programPath(program.id, "enrollment")} className={buttonClass("link")}>
            {t("invite.cancel")}
          </Link>
        </div>
      </div>
    </>
  );
}
