import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { ListView, SortHeader, useListState } from "~/components/list/list-view";
import { MemberTabs } from "~/components/members/member-tabs";
import { metricsPlans, PatientMetricsCells } from "~/components/members/patient-metrics-cells";
import { Th } from "~/components/table";
import { formatInstantDate, zonedDayBounds } from "~/domain/format";
import { MY_PATIENTS_LIST, myPatientsParams } from "~/domain/members";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { scopeTest } from "~/session/organization-tree.server";
import { listTemplates } from "~/upstream/care-plans.server";
import { getMyPatients } from "~/upstream/members.server";

export const handle = { i18n: ["members", "carePlans"], titleKey: "members:mine.title" };

/** How many of the organization's templates the "care plan" filter offers. */
const TEMPLATE_CHOICES = 100;

/**
 * A provider's own patients (spec part 2 §7 `patients-with-metrics`): those with a care plan
 * they own or an appointment with them, wherever they are. A patient whose record is outside
 * the provider's organization tree is listed by name only: its record would answer 404.
 */
export const loader = guarded("members.read", async ({ request, context, session, client, audit }) => {
  if (!session.account.isPerformer) throw notFound(context);
  const query = readListQuery(context, request, MY_PATIENTS_LIST);
  const saved = showsSaved(context, MY_PATIENTS_LIST, query);
  const orgId = session.account.organizationId;
  const [patients, templates, opensRecord] = await Promise.all([
    getMyPatients(
      client,
      myPatientsParams(query, (day) => zonedDayBounds(day, context.timeZone)),
    ),
    orgId ? listTemplates(client, orgId, { page: 0, size: TEMPLATE_CHOICES }) : null,
    scopeTest(context, request, session, "patientRecord.read"),
  ]);
  const page = orThrow(patients, context);
  audit.count(page.content.length);
  const opens = (organizations: readonly string[]) => organizations.some(opensRecord);
  return {
    query,
    saved,
    choices: {
      carePlan: templates?.ok ? templates.data.content.map((p) => ({ value: p.id, label: p.name })) : [],
    },
    list: {
      ...page,
      content: page.content.map((p) => ({
        id: p.id,
        name: p.fullName ?? [p.firstName, p.lastName].filter(Boolean).join(" "),
        opens: opens(p.organizations ?? []),
        carePlans: metricsPlans(p.carePlans),
        treatmentStatus: p.treatmentStatus ?? "",
        lastActive: p.lastActive ? formatInstantDate(p.lastActive, context.timeZone) : "",
      })),
    },
  };
});

export const action = guarded("members.read", async ({ request, context }) =>
  saveListQuery(context, request, MY_PATIENTS_LIST),
);

export default function MyPatients() {
  const { t } = useTranslation("members");
  const { query, saved, list, choices } = useLoaderData<typeof loader>();
  const state = useListState(MY_PATIENTS_LIST, query, choices);
  const filtered = Object.keys(query.filters).length > 0;
  return (
    <>
      <PageHeading>{t("mine.title")}</PageHeading>
      <MemberTabs isPerformer />
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("mine.filtersLabel")}
        empty={filtered ? t("emptyFiltered") : t("mine.empty")}
        caption={t("mine.title")}
        head={
          <>
            <SortHeader field="fullName" label={t("columns.name")} state={state} />
            <Th>{t("mine.carePlans")}</Th>
            <Th>{t("mine.treatmentStatus")}</Th>
            <SortHeader field="lastActive" label={t("columns.lastActive")} state={state} />
          </>
        }
      >
        {list.content.map((p) => (
          <tr key={p.id}>
            <PatientMetricsCells patient={p} otherOrganization={t("mine.otherOrganization")} />
          </tr>
        ))}
      </ListView>
    </>
  );
}
