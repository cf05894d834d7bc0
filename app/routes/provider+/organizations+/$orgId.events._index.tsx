import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DeleteControl } from "~/components/delete-confirmation";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { EditLink, RowLinks } from "~/components/list/row-links";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { EventCancelSummary } from "~/components/organizations/event-cancel";
import { Table, Td, Th } from "~/components/table";
import { useCanHere } from "~/components/use-can";
import { formatLongDate, formatNumber, formatWallTime } from "~/domain/format";
import { organizationPath } from "~/domain/organizations";
import { guarded } from "~/session/guards.server";
import {
  getParentEvents,
  getPendingEvents,
  getTriageEvents,
  type OrganizationEvent,
} from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages", "events"], breadcrumb: crumbsFrom };

/** An event as people read it: its day and hours in their language (the upstream sends yyyy-mm-dd, HH:mm). */
const row = (locale: string) => (e: OrganizationEvent) => ({
  id: e.id,
  name: e.name,
  status: e.status,
  date: e.eventDate ? formatLongDate(e.eventDate.slice(0, 10), locale) : "",
  hours:
    e.startTime && e.endTime
      ? `${formatWallTime(e.startTime, locale)} – ${formatWallTime(e.endTime, locale)}`
      : "",
  participants: e.expectedParticipants != null ? formatNumber(e.expectedParticipants, locale) : "",
  location: e.location ?? "",
  requester: e.requesterName ?? "",
});

/**
 * The organization's schedule of events: those in triage and the pending ones schools and
 * community groups asked for (both of its tree, and both changeable here), and its parents' events
 * (read only: they are the parents' to change).
 */
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
        { key: "triage", changeable: true, events: triage.ok ? triage.data.map(eventRow) : null },
        { key: "pending", changeable: true, events: pending.ok ? pending.data.map(eventRow) : null },
        { key: "parent", changeable: false, events: parents.ok ? parents.data.map(eventRow) : null },
      ],
    };
  },
  { orgParam: "orgId" },
);

export default function Events() {
  const { t } = useTranslation(["orgPages", "events"]);
  const { title, orgId, sections } = useLoaderData<typeof loader>();
  const mayEdit = useCanHere("organizations.edit");
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      {mayEdit ? (
        <p className="mt-4">
          <Link to={organizationPath(orgId, "events", "new")} className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("events:org.new")}
          </Link>
        </p>
      ) : null}
      {sections.map(({ key, changeable, events }) =>
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
                    <Th>{t("events:org.hours")}</Th>
                    <Th>{t("events:org.participants")}</Th>
                    <Th>{t("events:org.location")}</Th>
                    <Th>{t("events.requester")}</Th>
                    <Th>{t("events.status")}</Th>
                    {changeable && mayEdit ? <Th>{t("events:org.actions")}</Th> : null}
                  </tr>
                </thead>
                <tbody>
                  {events.map((e) => (
                    <tr key={e.id} data-event-id={e.id}>
                      <Td>{e.name}</Td>
                      <Td>{e.date}</Td>
                      <Td>{e.hours}</Td>
                      <Td>{e.participants}</Td>
                      <Td>{e.location}</Td>
                      <Td>{e.requester}</Td>
                      <Td>{e.status ? t(`events.statuses.${e.status}`, { defaultValue: e.status }) : ""}</Td>
                      {changeable && mayEdit ? (
                        <Td>
                          <RowLinks>
                            <EditLink
                              to={organizationPath(orgId, "events", e.id, "edit")}
                              label={t("events:org.edit")}
                              named={t("events:org.editNamed", { name: e.name })}
                            />
                            <DeleteControl
                              href={organizationPath(orgId, "events", e.id, "cancel")}
                              Summary={EventCancelSummary}
                            >
                              <Icon name="trash" />
                              <span aria-hidden="true">{t("events:org.cancel")}</span>
                              <span className="sr-only">{t("events:org.cancelNamed", { name: e.name })}</span>
                            </DeleteControl>
                          </RowLinks>
                        </Td>
                      ) : null}
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
