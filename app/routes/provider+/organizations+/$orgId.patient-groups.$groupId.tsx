import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { Table, Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { useOffered } from "~/components/use-offered";
import { clinicDayPath } from "~/domain/clinic-day";
import {
  formatDisplayDate,
  formatDistance,
  formatLongDate,
  formatTime,
  KM_PER_MILE,
  zonedCalendarDate,
} from "~/domain/format";
import { isValidId } from "~/domain/ids";
import { membersPath } from "~/domain/members";
import {
  CLINIC_SUGGESTIONS,
  GROUP_LANES_SHOWN,
  GROUP_MEMBERS_PAGE_SIZE,
  distanceUnitFor,
  isGroupOf,
  pageFrom,
  patientGroupPath,
  patientGroupsPath,
} from "~/domain/patient-groups";
import { clinicAssignmentSchema } from "~/domain/patient-group-schemas";
import { formatPhone } from "@contract/people";
import { notFound } from "~/http/not-found.server";
import { actionFlash, orThrow, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { guarded } from "~/session/guards.server";
import { scopeTest } from "~/session/organization-tree.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getMembers } from "~/upstream/members.server";
import { getBasicInfo } from "~/upstream/organizations.server";
import {
  getGroupClinicAppointments,
  assignClinic,
  getClinicSuggestions,
  getServingClinics,
  unassignClinic,
} from "~/upstream/patient-groups.server";
import { organizationTrail } from "./__crumbs.server";

export const handle = { i18n: ["patientGroups", "provider"], breadcrumb: crumbsFrom };

/**
 * The group of the URL, read once: a 404 for an id outside the user's tree (before any upstream
 * call), and for an organization that is not a group of the organization in the URL.
 */
async function groupInView(
  context: RequestContext,
  request: Request,
  session: SessionData,
  params: Record<string, string | undefined>,
  client: () => UpstreamClient,
) {
  const { orgId, groupId } = params;
  if (!isValidId(orgId) || !isValidId(groupId)) throw notFound(context);
  const inScope = await scopeTest(context, request, session, "organizations.read");
  if (!inScope(groupId)) throw notFound(context);
  const group = orThrow(await getBasicInfo(client(), groupId), context);
  if (!isGroupOf(group, orgId)) throw notFound(context);
  return { orgId, group };
}

/**
 * A patient group (decision 027): its members (paged by the upstream, each row to the patient's
 * record), the clinics serving it and the nearest clinics that do not yet, which staff who may
 * edit the organization assign or unassign with a plain form.
 */
export const loader = guarded(
  "organizations.read",
  async ({ request, context, params, session, client }) => {
    const { orgId, group } = await groupInView(context, request, session, params, () => client);
    const page = pageFrom(new URL(request.url).searchParams.get("page"));
    // The page is an organization-level read; its members are patients, read only where the
    // account may read members (the operator reads other trees' groups, not their people).
    const mayReadMembers = (await scopeTest(context, request, session, "members.read"))(group.id);
    const [info, members, serving, lanesAhead, suggestions, mayEdit, t] = await Promise.all([
      getBasicInfo(client, orgId),
      mayReadMembers ? getMembers(client, group.id, { page, size: GROUP_MEMBERS_PAGE_SIZE }) : null,
      getServingClinics(client, group.id),
      getGroupClinicAppointments(client, group.id, GROUP_LANES_SHOWN),
      getClinicSuggestions(client, group.id, CLINIC_SUGGESTIONS),
      scopeTest(context, request, session, "organizations.edit"),
      getT(context.locale, "patientGroups"),
    ]);
    const organization = orThrow(info, context);
    const unit = distanceUnitFor(context.locale);
    return {
      pageTitle: group.name,
      organizationId: orgId,
      group: {
        id: group.id,
        name: group.name,
        address: [group.address?.address1, group.address?.city, group.address?.state, group.address?.zipcode]
          .filter(Boolean)
          .join(", "),
      },
      crumbs: await organizationTrail(context, request, session, client, organization, [
        { label: t("title"), to: patientGroupsPath(orgId) },
        { label: group.name },
      ]),
      mayEdit: mayEdit(group.id),
      members:
        members === null
          ? null
          : members.ok
            ? {
                rows: members.data.content.map((m) => ({
                  id: m.id,
                  name: m.fullName || [m.firstName, m.lastName].filter(Boolean).join(" ") || m.id,
                  dateOfBirth: m.dateOfBirth ? formatDisplayDate(m.dateOfBirth) : "",
                  phone: formatPhone(m.phoneNumber, context.locale),
                })),
                number: members.data.number,
                totalPages: members.data.totalPages,
                totalElements: members.data.totalElements,
              }
            : ("unavailable" as const),
      serving: serving.ok
        ? serving.data.map((c) => ({
            id: c.clinicId,
            name: c.name,
            location: [c.city, c.state].filter(Boolean).join(", "),
          }))
        : null,
      // Each lane at its clinic's clock, linking to that clinic's day (issue 40 item 2).
      lanesAhead: lanesAhead.ok
        ? lanesAhead.data.map((lane) => {
            const zone = lane.timeZone || "America/New_York";
            const day = zonedCalendarDate(lane.startDate, zone);
            return {
              id: lane.id,
              clinic: lane.clinicName,
              href: clinicDayPath(orgId, lane.clinicId, day),
              when: t("group.laneWhen", {
                day: formatLongDate(day, context.locale),
                start: formatTime(lane.startDate, zone, context.locale),
                end: formatTime(lane.endDate, zone, context.locale),
              }),
              places: t("group.lanePlaces", { booked: lane.booked ?? 0, capacity: lane.capacity ?? 0 }),
            };
          })
        : null,
      suggestions: suggestions.ok
        ? suggestions.data.map((c) => ({
            id: c.clinicId,
            name: c.name,
            location: [c.city, c.state].filter(Boolean).join(", "),
            distance:
              c.distanceKm == null ? null : formatDistance(c.distanceKm / KM_PER_MILE, unit, context.locale),
          }))
        : null,
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, session, client }) => {
    const mayEdit = await scopeTest(context, request, session, "organizations.edit");
    if (isValidId(params.groupId) && !mayEdit(params.groupId)) throw notFound(context);
    const { orgId, group } = await groupInView(context, request, session, params, () => client);
    const submission = parseWithZod(await request.formData(), { schema: clinicAssignmentSchema });
    if (submission.status !== "success")
      return data({ messageKey: "patientGroups:group.badRequest" }, { status: 400 });
    const { intent, clinicId } = submission.value;
    const result =
      intent === "assign"
        ? await assignClinic(client, group.id, clinicId)
        : await unassignClinic(client, group.id, clinicId);
    return redirectWithFlash(
      context,
      patientGroupPath(orgId, group.id),
      actionFlash(
        result,
        intent === "assign"
          ? { success: "patientGroups:group.assigned", failure: "patientGroups:group.assignFailed" }
          : { success: "patientGroups:group.unassigned", failure: "patientGroups:group.unassignFailed" },
      ),
    );
  },
  { orgParam: "orgId" },
);

function ClinicButton({
  intent,
  clinic,
}: {
  intent: "assign" | "unassign";
  clinic: { id: string; name: string };
}) {
  const { t } = useTranslation("patientGroups");
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="clinicId" value={clinic.id} />
      <button type="submit" className={buttonClass(intent === "assign" ? "primary" : "secondary")}>
        {t(`group.${intent}`)}
        <span className="sr-only"> {clinic.name}</span>
      </button>
    </Form>
  );
}

/**
 * The clinics serving the group, or those suggested: a message when the read failed or there are
 * none, else a table with each clinic's assign or unassign form for staff who may edit.
 */
function ClinicTable({
  clinics,
  caption,
  empty,
  intent,
  withDistance = false,
}: {
  clinics: Array<{ id: string; name: string; location: string; distance?: string | null }> | null;
  caption: string;
  empty: string;
  intent: "assign" | "unassign" | null;
  withDistance?: boolean;
}) {
  const { t } = useTranslation("patientGroups");
  if (clinics === null)
    return (
      <p className="mt-2" role="status">
        {t("unavailable")}
      </p>
    );
  if (clinics.length === 0) return <p className="mt-2">{empty}</p>;
  return (
    <Table caption={caption} captionHidden>
      <thead>
        <tr>
          <Th>{t("group.clinic")}</Th>
          <Th>{t("location")}</Th>
          {withDistance ? <Th className="text-right">{t("group.distance")}</Th> : null}
          {intent ? <Th>{t("group.actions")}</Th> : null}
        </tr>
      </thead>
      <tbody>
        {clinics.map((c) => (
          <tr key={c.id}>
            <Td>{c.name}</Td>
            <Td>{c.location}</Td>
            {withDistance ? (
              <Td className="text-right tabular-nums">{c.distance ?? t("group.unknownDistance")}</Td>
            ) : null}
            {intent ? (
              <Td>
                <ClinicButton intent={intent} clinic={c} />
              </Td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export default function PatientGroupView() {
  const { t } = useTranslation("patientGroups");
  const loaded = useLoaderData<typeof loader>();
  const { organizationId, group, members, serving, lanesAhead, suggestions } = loaded;
  // Assigning a clinic to a group is an extension: a backend without it shows the clinics only.
  const assignable = useOffered("patientGroups.assignClinic", "patientGroups.unassignClinic");
  const mayEdit = loaded.mayEdit && assignable;
  const refused = useActionData<typeof action>();
  const mayOpenRecords = useCan("patientRecord.read");
  const mayListMembers = useCan("members.read");
  return (
    <>
      <PageHeading>{group.name}</PageHeading>
      {group.address ? <p className="mt-2 text-slate-700">{group.address}</p> : null}
      {refused ? (
        <p className="mt-4 rounded border-2 border-red-700 p-3" role="alert">
          {t(refused.messageKey)}
        </p>
      ) : null}

      {members === null ? null : <h2 className="mt-8 text-xl font-bold">{t("group.members")}</h2>}
      {members === null ? null : members === "unavailable" ? (
        <p className="mt-2" role="status">
          {t("unavailable")}
        </p>
      ) : members.rows.length === 0 ? (
        <p className="mt-2">{t("group.noMembers")}</p>
      ) : (
        <>
          <Table caption={t("group.membersCaption", { name: group.name })} captionHidden>
            <thead>
              <tr>
                <Th>{t("group.patient")}</Th>
                <Th>{t("group.dateOfBirth")}</Th>
                <Th>{t("group.phone")}</Th>
              </tr>
            </thead>
            <tbody>
              {members.rows.map((m) => (
                <tr key={m.id}>
                  <Td>
                    {mayOpenRecords ? (
                      <Link
                        to={`/provider/members/${encodeURIComponent(m.id)}`}
                        className="font-semibold underline"
                      >
                        {m.name}
                      </Link>
                    ) : (
                      m.name
                    )}
                  </Td>
                  <Td className="tabular-nums">{m.dateOfBirth}</Td>
                  <Td className="tabular-nums">{m.phone}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            page={members.number}
            totalPages={members.totalPages}
            totalElements={members.totalElements}
            label={t("group.membersPages")}
          />
        </>
      )}
      {mayListMembers ? (
        <p className="mt-4">
          <Link to={membersPath(group.id)} className="inline-flex min-h-touch items-center underline">
            {t("group.allMembers")}
          </Link>
        </p>
      ) : null}

      <h2 className="mt-8 text-xl font-bold">{t("group.serving")}</h2>
      <ClinicTable
        clinics={serving}
        caption={t("group.serving")}
        empty={t("group.noServing")}
        intent={mayEdit ? "unassign" : null}
      />

      <h2 className="mt-8 text-xl font-bold">{t("group.lanesAhead")}</h2>
      {lanesAhead === null ? (
        <p className="mt-2">{t("group.lanesAheadUnavailable")}</p>
      ) : lanesAhead.length === 0 ? (
        <p className="mt-2">{t("group.noLanesAhead")}</p>
      ) : (
        <Table caption={t("group.lanesAhead")}>
          <thead>
            <tr>
              <Th>{t("group.clinic")}</Th>
              <Th>{t("group.laneTime")}</Th>
              <Th>{t("group.laneBooked")}</Th>
            </tr>
          </thead>
          <tbody>
            {lanesAhead.map((lane) => (
              <tr key={lane.id}>
                <Td>
                  <Link to={lane.href} className="underline">
                    {lane.clinic}
                  </Link>
                </Td>
                <Td>{lane.when}</Td>
                <Td>{lane.places}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <h2 className="mt-8 text-xl font-bold">{t("group.suggestions")}</h2>
      <p className="mt-2 max-w-prose">{t("group.suggestionsIntro")}</p>
      <ClinicTable
        clinics={suggestions}
        caption={t("group.suggestions")}
        empty={t("group.noSuggestions")}
        intent={mayEdit ? "assign" : null}
        withDistance
      />
      <p className="mt-8">
        <Link
          to={patientGroupsPath(organizationId)}
          className="inline-flex min-h-touch items-center underline"
        >
          {t("group.back")}
        </Link>
      </p>
    </>
  );
}
