import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Duration } from "~/components/care-plans/plan-facts";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { ManagePatient } from "~/components/members/patient-admin";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { useCan } from "~/components/use-can";
import { planPath } from "~/domain/care-plans";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getCarePlan } from "~/upstream/patients.server";
import { loadPatient, organizationsAllowed, patientFacts, planFacts } from "./__patient.server";

export const handle = {
  i18n: ["members", "carePlans"],
  titleKey: "members:record.title",
  breadcrumb: crumbsFrom,
};

/** The patient record's overview: who the patient is and their current care plan. */
export const loader = guarded("patientRecord.read", async ({ request, context, params, session }) => {
  const client = upstream(context, request);
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.read");
  const [plan, t, manageable, deletable] = await Promise.all([
    getCarePlan(client, patient.id),
    getT(context.locale, "members"),
    organizationsAllowed(context, request, session, patient, "members.edit"),
    organizationsAllowed(context, request, session, patient, "members.delete"),
  ]);
  const facts = patientFacts(patient, context.locale);
  // A patient without a plan is answered 404 by some upstreams: that is "no plan", not an error.
  const current = plan.ok ? planFacts(plan.data) : null;
  return {
    facts,
    plan: current,
    planUnavailable: !plan.ok && plan.status !== 404,
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
  const { facts, plan, planUnavailable, manage } = useLoaderData<typeof loader>();
  const mayAddPlan = useCan("carePlans.edit");
  const rows: Array<[string, string | null]> = [
    [t("record.gender"), facts.gender ? t(`genders.${facts.gender}`, { defaultValue: facts.gender }) : null],
    [t("record.language"), facts.language],
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
      <section aria-labelledby="care-plan" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="care-plan" className="text-xl font-bold">
            {t("record.carePlan")}
          </h2>
          <div className="flex flex-wrap gap-2">
            {plan ? (
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
        {plan ? (
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t("record.planName")}</dt>
            <dd>
              <Link to={planPath(plan.id)} className="font-semibold underline">
                {plan.name}
              </Link>
            </dd>
            <dt className="font-semibold">{t("record.planStart")}</dt>
            <dd>{plan.startDate ?? t("record.notGiven")}</dd>
            <dt className="font-semibold">{t("record.planDuration")}</dt>
            <dd>{plan.duration ? <Duration days={plan.duration} /> : t("record.notGiven")}</dd>
            <dt className="font-semibold">{t("record.planStatus")}</dt>
            <dd>
              {plan.status
                ? t(`carePlans:statuses.${plan.status}`, { defaultValue: plan.status })
                : t("record.notGiven")}
            </dd>
          </dl>
        ) : (
          <p className="mt-2" role={planUnavailable ? "status" : undefined}>
            {planUnavailable ? t("record.planUnavailable") : t("record.noCarePlan")}
          </p>
        )}
      </section>
      <ManagePatient facts={manage} />
    </>
  );
}
