import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { ListView, useListState } from "~/components/list/list-view";
import { metricsPlans, PatientMetricsCells } from "~/components/members/patient-metrics-cells";
import { ProviderHeader } from "~/components/providers/provider-tabs";
import { Td, Th } from "~/components/table";
import { formatInstantDate } from "~/domain/format";
import { PROVIDER_PATIENTS_LIST } from "~/domain/providers";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { scopeTest } from "~/session/organization-tree.server";
import { getMyPatients } from "~/upstream/members.server";
import { loadProvider, providerHeader } from "./__provider.server";

export const handle = { i18n: ["providers", "members", "carePlans"], breadcrumb: crumbsFrom };

/**
 * `/provider/providers/:id/patients`: the provider's patients with their metrics
 * (`/api/performers/patients-with-metrics?performerId=`). A patient whose record is outside the
 * user's tree is listed by name only: the record would answer 404.
 */
export const loader = guarded(
  "members.read",
  async ({ request, context, params, session, client, audit }) => {
    const provider = await loadProvider(client, context, request, params.id, "providers.read");
    const query = readListQuery(context, request, PROVIDER_PATIENTS_LIST);
    const [patients, opensRecord, t] = await Promise.all([
      getMyPatients(client, {
        performerId: provider.id,
        name: query.filters.name,
        page: query.page,
        size: query.size,
        orderType: "name",
        asc: true,
      }),
      scopeTest(context, request, session, "patientRecord.read"),
      getT(context.locale, "providers"),
    ]);
    const page = orThrow(patients, context);
    audit.count(page.content.length);
    return {
      ...(await providerHeader(context, provider, t("tabs.patients"))),
      pageTitle: t("patients.title", { name: provider.name }),
      query,
      saved: showsSaved(context, PROVIDER_PATIENTS_LIST, query),
      list: {
        ...page,
        content: page.content.map((p) => ({
          id: p.id,
          name: p.fullName ?? [p.firstName, p.lastName].filter(Boolean).join(" "),
          opens: (p.organizations ?? []).some(opensRecord),
          carePlans: metricsPlans(p.carePlans),
          treatmentStatus: p.treatmentStatus ?? "",
          completeness:
            typeof p.profileCompleteness === "number" ? Math.round(p.profileCompleteness * 100) : null,
          lastActive: p.lastActive ? formatInstantDate(p.lastActive, context.timeZone) : "",
        })),
      },
    };
  },
);

export const action = guarded("members.read", async ({ request, context }) =>
  saveListQuery(context, request, PROVIDER_PATIENTS_LIST),
);

export default function ProviderPatients() {
  const { t } = useTranslation("providers");
  const { provider, query, saved, list } = useLoaderData<typeof loader>();
  const state = useListState(PROVIDER_PATIENTS_LIST, query);
  const filtered = Object.keys(query.filters).length > 0;
  return (
    <>
      <ProviderHeader provider={provider} />
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("patients.filters")}
        empty={filtered ? t("list.emptyFiltered") : t("patients.empty")}
        caption={t("patients.caption", { name: provider.name })}
        head={
          <>
            <Th>{t("patients.name")}</Th>
            <Th>{t("patients.carePlans")}</Th>
            <Th>{t("patients.treatmentStatus")}</Th>
            <Th>{t("patients.completeness")}</Th>
            <Th>{t("patients.lastActive")}</Th>
          </>
        }
      >
        {list.content.map((p) => (
          <tr key={p.id}>
            <PatientMetricsCells
              patient={p}
              otherOrganization={t("patients.otherOrganization")}
              extra={<Td>{p.completeness === null ? "" : t("patients.percent", { n: p.completeness })}</Td>}
            />
          </tr>
        ))}
      </ListView>
    </>
  );
}
