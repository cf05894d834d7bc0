import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { formatLongDate } from "~/domain/format";
import { guarded } from "~/session/guards.server";
import {
  getParentEvents,
  getPendingEvents,
  getTriageEvents,
  type OrganizationEvent,
} from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/** An event as people read it: its day spelled out in their language (the upstream sends yyyy-mm-dd). */
const row = (locale: string) => (e: OrganizationEvent) => ({
  id: e.id,
  name: e.name,
  status: e.status,
  date: e.eventDate ? formatLongDate(e.eventDate.slice(0, 10), locale) : "",
  requester: e.requesterName ?? "",
});

/** Events in triage, pending events schools and community groups asked for, and the parents' events. */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const tab = await loadOrganizationTab(args, "events");
    const eventRow = row(args.context.locale);
    const [triage, pending, parents] = await Promise.all([
      getTriageEvents(tab.client, tab.organization.id),
      getPendingEvents(tab.client, tab.organization.id),
      getParentEvents(tab.client, tab.organization.id),
    ]);
    return {
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      sections: [
        { key: "triage", events: triage.ok ? triage.data.map(eventRow) : null },
        { key: "pending", events: pending.ok ? pending.data.map(eventRow) : null },
        { key: "parent", events: parents.ok ? parents.data.map(eventRow) : null },
      ],
    };
  },
  { orgParam: "orgId" },
);

export default function Events() {
  const { t } = useTranslation("orgPages");
  const { title, orgId, sections } = useLoaderData<typeof loader>();
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      {sections.map(({ key, events }) =>
        events === null ? null : (
          <section key={key} aria-labelledby={`events-${key}`} className="mt-8">
            <h2 id={`events-${key}`} className="text-xl font-bold">
              {t(`events.${key}`)}
            </h2>
            {events.length === 0 ? (
              <p className="mt-2">{t("events.none")}</p>
            ) : (
              <Table caption={t(`events.${key}`)}>
                <thead>
                  <tr>
                    <Th>{t("events.name")}</Th>
                    <Th>{t("events.date")}</Th>
                    <Th>{t("events.requester")}</Th>
                    <Th>{t("events.status")}</Th>
                  </tr>
                </thead>
                <tbody>
                  {events.map((e) => (
                    <tr key={e.id}>
                      <Td>{e.name}</Td>
                      <Td>{e.date}</Td>
                      <Td>{e.requester}</Td>
                      <Td>{e.status ? t(`events.statuses.${e.status}`, { defaultValue: e.status }) : ""}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </section>
        ),
      )}
    </>
  );
}
