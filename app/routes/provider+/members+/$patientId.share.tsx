import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PatientPlanFacts } from "~/components/members/patient-plan-facts";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { Table, Td, Th } from "~/components/table";
import { useHydrated } from "~/components/use-hydrated";
import { formatInstantDate } from "~/domain/format";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { loadPatientOverview, patientFacts, planFacts } from "./__patient.server";
import { PATIENT_PLAN_PATH, qrSvg } from "./__share.server";

export const handle = {
  i18n: ["members", "carePlans"],
  titleKey: "members:share.title",
  breadcrumb: crumbsFrom,
};

/**
 * Sharing the treatment plan (spec part 2 §2 "Treatment plan sharing: QR code, print, email"): a
 * page that prints as the plan alone (the print stylesheet hides the site around it), a QR code
 * drawn on the server that opens the patient's plan after sign-in, and an e-mail with the summary.
 */
export const loader = guarded("patientRecord.read", async ({ request, context, params, session, client }) => {
  const address = `${new URL(request.url).origin}${PATIENT_PLAN_PATH}`;
  const [{ patient, plans, plansFailed }, t, qr] = await Promise.all([
    loadPatientOverview(client, context, request, session, params.patientId, "patientRecord.read"),
    getT(context.locale, ["members", "carePlans"]),
    qrSvg(address),
  ]);
  const facts = patientFacts(patient, context.locale);
  // Every plan the patient has, newest first, as the record and the members list show them (issue
  // 38): a plan assigned today is shared beside the first one, not instead of it.
  const shared = (plans ?? []).map((plan) => ({
    ...planFacts(plan),
    tasks: plan.tasks.map((task) => ({
      id: task.id,
      name: task.name ?? "",
      goal: task.goalName ?? "",
      due: task.dueDate ? formatInstantDate(task.dueDate, task.location?.timeZoneId ?? context.timeZone) : "",
    })),
  }));
  const summary =
    shared.length > 0
      ? [
          t("share.mailGreeting", { name: facts.name }),
          ...shared.flatMap((plan) => [
            "",
            `${t("record.planName")}: ${plan.name}`,
            ...(plan.statusKey ? [`${t("record.planStatus")}: ${t(plan.statusKey)}`] : []),
            ...(plan.startDate ? [`${t("record.planStart")}: ${plan.startDate}`] : []),
            ...plan.tasks.map((task) => `- ${task.name}${task.due ? ` (${task.due})` : ""}`),
          ]),
          "",
          t("share.mailOpen", { address }),
        ].join("\n")
      : "";
  const mailto = `mailto:${encodeURIComponent(patient.email ?? "")}?${new URLSearchParams({
    subject: t("share.mailSubject", { plan: shared.map((plan) => plan.name).join(t("share.separator")) }),
    body: summary,
  })
    .toString()
    .replace(/\+/g, "%20")}`;
  return {
    facts,
    plans: shared,
    // Plans the user may not read cannot be shared: said as the plans not being available.
    planUnavailable: plansFailed || plans === null,
    qr,
    address,
    mailto,
    pageTitle: t("share.titleOf", { name: facts.name }),
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("share.title") },
    ],
  };
});

function PrintButton() {
  const { t } = useTranslation("members");
  const hydrated = useHydrated();
  // Without JS there is no print call; the browser's own Print command does the same.
  if (!hydrated) return <p className="text-slate-700">{t("share.printHint")}</p>;
  return (
    <button type="button" className={buttonClass("primary")} onClick={() => window.print()}>
      {t("share.print")}
    </button>
  );
}

export default function SharePlan() {
  const { t } = useTranslation("members");
  const { facts, plans, planUnavailable, qr, address, mailto } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("share.titleOf", { name: facts.name })}</PageHeading>
      {plans.length > 0 ? (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
            <PrintButton />
            <a href={mailto} className={buttonClass("secondary")}>
              <Icon name="message" />
              {t("share.email")}
            </a>
          </div>
          <p className="mt-4">
            <span className="font-semibold">{t("share.dateOfBirth")}</span>{" "}
            {facts.dateOfBirth ?? t("record.notGiven")}
          </p>
          {plans.map((plan) => (
            <section
              key={plan.id}
              aria-labelledby={`plan-summary-${plan.id}`}
              className="mt-6 max-w-3xl break-inside-avoid"
              data-testid="shared-plan"
            >
              <h2 id={`plan-summary-${plan.id}`} className="text-xl font-bold">
                {plan.name}
              </h2>
              <PatientPlanFacts plan={plan} className="mt-2" />
              {plan.tasks.length > 0 ? (
                <Table caption={t("share.tasksOf", { plan: plan.name })}>
                  <thead>
                    <tr>
                      <Th>{t("share.task")}</Th>
                      <Th>{t("share.goal")}</Th>
                      <Th>{t("share.due")}</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.tasks.map((task) => (
                      <tr key={task.id}>
                        <Td>{task.name}</Td>
                        <Td>{task.goal}</Td>
                        <Td>{task.due}</Td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              ) : null}
            </section>
          ))}
          <section aria-labelledby="plan-qr" className="mt-6 break-inside-avoid">
            <h2 id="plan-qr" className="text-lg font-bold">
              {t("share.qrHeading")}
            </h2>
            <p className="mt-1">{t("share.qrHint")}</p>
            <div
              role="img"
              aria-label={t("share.qrLabel", { address })}
              className="mt-2 inline-block bg-white"
              // The SVG is the library's drawing of our own address: no user text reaches it.
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <p className="mt-1 break-all text-sm">{address}</p>
          </section>
        </>
      ) : (
        <p className="mt-4" role={planUnavailable ? "status" : undefined}>
          {planUnavailable ? t("record.planUnavailable") : t("record.noCarePlan")}
        </p>
      )}
    </>
  );
}
