import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PatientPlanFacts } from "~/components/members/patient-plan-facts";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { ManagePatient } from "~/components/members/patient-admin";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { useCan } from "~/components/use-can";
import { planPath } from "~/domain/care-plans";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { loadPatientOverview, organizationsAllowed, patientFacts, planFacts } from "./__patient.server";

export const handle = {
  i18n: ["members", "carePlans"],
  titleKey: "members:record.title",
  breadcrumb: crumbsFrom,
};

/**
 * The patient record's overview: who the patient is and every care plan they have, newest first
 * (a plan assigned today shows beside the first one), when the user may read the patient's plans.
 */
export const loader = guarded("patientRecord.read", async ({ request, context, params, session, client }) => {
  // One read for the patient and their plans; the organizations the buttons need come after it.
  const { patient, plans, plansFailed } = await loadPatientOverview(
    client,
    context,
    request,
    session,
    params.patientId,
    "patientRecord.read",
  );
  const [t, manageable, deletable] = await Promise.all([
    getT(context.locale, "members"),
    organizationsAllowed(context, request, session, patient, "members.edit"),
    organizationsAllowed(context, request, session, patient, "members.delete"),
  ]);
  const facts = patientFacts(patient, context.locale);
  return {
    facts,
    // null: the user reads no care plans where the patient is, so the section is not shown.
    plans: plans ? plans.map(planFacts) : null,
    planUnavailable: plansFailed,
    manage: {
      patientId: patient.id,
      organizations: manageable,
      mayRemove: patient.organizations.length > 1,
      mayDelete: deletable.length > 0,
    },
    pageTitle: facts.name,
    crumbs: [{ label: t("title"), to: "/provider/members" }, { label: facts.name }],
  };
});

export default function PatientOverview() {
  const { t } = useTranslation("members");
  const { facts, plans, planUnavailable, manage } = useLoaderData<typeof loader>();
  const mayAddPlan = useCan("carePlans.edit");
  const rows: Array<[string, string | null]> = [
    [t("record.gender"), facts.gender ? t(`genders.${facts.gender}`, { defaultValue: facts.gender }) : null],
    [t("record.language"), facts.language],
    [t("record.nationality"), facts.nationality],
    [t("record.phone"), facts.phone],
    [t("record.email"), facts.email],
    [t("record.address"), facts.address],
    [t("record.organizations"), facts.organizations.join(", ") || null],
    [t("record.insurance"), facts.insurance],
    [t("record.profile"), facts.profile],
  ];
  return (
    <>
      <PatientHeader patient={facts} />
      {facts.profileIncomplete ? (
        <p className="mt-4 rounded border-2 border-amber-600 bg-amber-50 p-3" role="note">
          {t("record.profileIncomplete")}
        </p>
      ) : null}
      <section aria-labelledby="demographics" className="mt-6">
        <h2 id="demographics" className="text-xl font-bold">
          {t("record.demographics")}
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value ?? t("record.notGiven")}</dd>
            </div>
          ))}
        </dl>
      </section>
      {plans ? (
        <section aria-labelledby="care-plans" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="care-plans" className="text-xl font-bold">
              {t("record.carePlans")}
            </h2>
            <div className="flex flex-wrap gap-2">
              {plans.length > 0 ? (
                <Link to={`${patientPath(facts.id)}/share`} className={buttonClass("secondary")}>
                  <Icon name="message" />
                  {t("share.open")}
                </Link>
              ) : null}
              {mayAddPlan ? (
                <Link to={`${patientPath(facts.id)}/care-plans/new`} className={buttonClass("secondary")}>
                  <Icon name="plus" />
                  {t("record.addCarePlan")}
                </Link>
              ) : null}
            </div>
          </div>
          {plans.length > 0 ? (
            <ul className="mt-2 divide-y divide-slate-200" data-testid="care-plans">
              {plans.map((plan) => (
                <li key={plan.id} className="py-3">
                  <h3 className="font-semibold">
                    <Link to={planPath(plan.id)} className="underline">
                      {plan.name}
                    </Link>
                  </h3>
                  <PatientPlanFacts plan={plan} className="mt-1" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2" role={planUnavailable ? "status" : undefined}>
              {planUnavailable ? t("record.planUnavailable") : t("record.noCarePlan")}
            </p>
          )}
        </section>
      ) : null}
      <ManagePatient facts={manage} />
    </>
  );
}
