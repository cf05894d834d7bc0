import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, inputClass } from "~/components/forms";
import { AppointmentActions, AppointmentSummary } from "~/components/appointments/appointment-actions";
import { PageHeading } from "~/components/layout/page-heading";
import { ListView, SortHeader, useListState } from "~/components/list/list-view";
import { patientPath } from "~/components/members/patient-record";
import { Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { APPOINTMENT_LIST, LOCATION_PARAM, appointmentListParams, openingQuery } from "~/domain/appointments";
import { zonedCalendarDate } from "~/domain/format";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { defaultClinicAmong, rememberClinic } from "~/session/default-clinic.server";
import { getClinics } from "~/upstream/organizations.server";
import { listLocationTasks } from "~/upstream/tasks.server";
import { appointmentRow } from "./__appointments.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:title" };

/**
 * A clinic's appointments for staff (spec part 2 §7 `GET /api/tasks/{locationId}/location`):
 * the clinic a link or the picker names (the guard has checked it is in the user's tree), else
 * the clinic picked last, else the first of the user's clinics; every documented filter, paged by
 * the upstream.
 */
export const loader = guarded(
  "appointments.read",
  async ({ request, context, session, client }) => {
    const asked = readListQuery(context, request, APPOINTMENT_LIST);
    const saved = showsSaved(context, APPOINTMENT_LIST, asked);
    const named = asked.kept[LOCATION_PARAM];
    const orgId = session.account.organizationId;
    // With a clinic named, both reads go at once; otherwise the list waits for the first clinic.
    // A named clinic comes from an address that asked for something, so it is never the opening.
    const [clinicsResult, namedList] = await Promise.all([
      orgId ? getClinics(client, orgId) : null,
      named ? listLocationTasks(client, named, appointmentListParams(asked)) : null,
    ]);
    const clinics = clinicsResult
      ? orThrow(clinicsResult, context).map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone ?? null }))
      : [];
    // The clinic picked last (spec part 2 §9's default clinic) before the first of the list.
    if (named && clinics.some((c) => c.id === named)) rememberClinic(context, named);
    const location = named ?? defaultClinicAmong(context, clinics, clinics[0]?.id ?? null);
    const zone = clinics.find((c) => c.id === location)?.timeZone ?? context.timeZone;
    const query = openingQuery(asked, new URL(request.url).search, zonedCalendarDate(new Date(), zone));
    const empty = { content: [], number: 0, size: query.size, totalPages: 0, totalElements: 0 };
    if (!location)
      return {
        query,
        saved,
        clinics: clinics.map(({ id, name }) => ({ id, name })),
        location: null,
        list: empty,
      };
    const result = namedList ?? (await listLocationTasks(client, location, appointmentListParams(query)));
    const page = orThrow(result, context);
    return {
      query,
      saved,
      clinics: clinics.map(({ id, name }) => ({ id, name })),
      location,
      list: { ...page, content: page.content.map((task) => appointmentRow(task, context)) },
    };
  },
  { orgSearchParam: LOCATION_PARAM },
);

export const action = guarded("appointments.read", async ({ request, context }) =>
  saveListQuery(context, request, APPOINTMENT_LIST),
);

/**
 * Which clinic: a GET form, so each clinic's list is a URL. It keeps the days shown, so another
 * clinic opens on the same days (today on, at first) rather than on its oldest appointments.
 */
function ClinicPicker({
  clinics,
  location,
  dueFrom,
  dueTo,
}: {
  clinics: Array<{ id: string; name: string }>;
  location: string;
  dueFrom?: string;
  dueTo?: string;
}) {
  const { t } = useTranslation("appointments");
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label={t("clinicPicker")}>
      {dueFrom ? <input type="hidden" name="dueFrom" value={dueFrom} /> : null}
      {dueTo ? <input type="hidden" name="dueTo" value={dueTo} /> : null}
      <div>
        <label htmlFor="location" className="block font-semibold">
          {t("clinic")}
        </label>
        <select id="location" name={LOCATION_PARAM} defaultValue={location} className={`${inputClass} mt-1`}>
          {clinics.map((clinic) => (
            <option key={clinic.id} value={clinic.id}>
              {clinic.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t("showClinic")}
      </button>
    </Form>
  );
}

/** Cancel a day (or days) of this clinic: a GET form to the confirmation, which counts first. */
function BulkCancelForm({ location, from, to }: { location: string; from?: string; to?: string }) {
  const { t } = useTranslation("appointments");
  return (
    <details className="mt-4 rounded border border-slate-300 p-3">
      <summary className="min-h-touch cursor-pointer font-semibold">{t("bulk.open")}</summary>
      <Form
        method="get"
        action="/provider/appointments/cancel-range"
        className="mt-2 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name={LOCATION_PARAM} value={location} />
        <div>
          <label htmlFor="bulk-from" className="block font-semibold">
            {t("bulk.from")}
          </label>
          <input
            id="bulk-from"
            name="from"
            type="date"
            defaultValue={from}
            required
            className={`${inputClass} mt-1`}
          />
        </div>
        <div>
          <label htmlFor="bulk-to" className="block font-semibold">
            {t("bulk.to")}
          </label>
          <input
            id="bulk-to"
            name="to"
            type="date"
            defaultValue={to ?? from}
            required
            className={`${inputClass} mt-1`}
          />
        </div>
        <button type="submit" className={`${buttonClass("secondary")} text-red-800`}>
          {t("bulk.review")}
        </button>
      </Form>
    </details>
  );
}

export default function Appointments() {
  const { t } = useTranslation("appointments");
  const { query, saved, clinics, location, list } = useLoaderData<typeof loader>();
  const state = useListState(APPOINTMENT_LIST, query);
  const here = useLocation();
  const mayEdit = useCan("appointments.edit");
  const mayOpenRecord = useCan("patientRecord.read");
  const back = `${here.pathname}${here.search}`;
  const filtered = Object.keys(query.filters).length > 0;
  if (!location)
    return (
      <>
        <PageHeading>{t("title")}</PageHeading>
        <p className="mt-4">{t("noClinics")}</p>
      </>
    );
  return (
    <>
      <PageHeading>{t("title")}</PageHeading>
      <ClinicPicker
        clinics={clinics}
        location={location}
        dueFrom={query.filters.dueFrom}
        dueTo={query.filters.dueTo}
      />
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("filters.label")}
        empty={filtered ? t("emptyFiltered") : t("empty")}
        caption={t("caption", { clinic: clinics.find((c) => c.id === location)?.name ?? "" })}
        between={
          mayEdit ? (
            <BulkCancelForm location={location} from={query.filters.dueFrom} to={query.filters.dueTo} />
          ) : null
        }
        head={
          <>
            <SortHeader field="dueDate" label={t("columns.due")} state={state} />
            <SortHeader field="patientName" label={t("columns.patient")} state={state} />
            <Th>{t("columns.dateOfBirth")}</Th>
            <SortHeader field="name" label={t("columns.appointment")} state={state} />
            <SortHeader field="status" label={t("columns.status")} state={state} />
            {mayEdit ? <Th>{t("columns.actions")}</Th> : null}
          </>
        }
      >
        {list.content.map((row) => (
          <tr key={row.id}>
            <Td>
              <time dateTime={row.dueDate ?? undefined}>{row.due}</time>
            </Td>
            <Td>
              {mayOpenRecord && row.patientId ? (
                <Link
                  to={patientPath(row.patientId)}
                  className="inline-flex min-h-touch items-center font-semibold underline"
                >
                  {row.patientName}
                </Link>
              ) : (
                row.patientName
              )}
            </Td>
            <Td>{row.dateOfBirth}</Td>
            <Td>
              <AppointmentSummary
                name={row.name}
                inventoryName={row.inventoryName}
                performerName={row.performerName}
                lotNumber={row.lotNumber}
              />
            </Td>
            <Td>{row.status ? t(`statuses.${row.status}`, { defaultValue: row.status }) : ""}</Td>
            {mayEdit ? (
              <Td>
                <AppointmentActions
                  taskId={row.id}
                  patientName={row.patientName}
                  due={row.due}
                  back={back}
                  actions={row.actions}
                />
              </Td>
            ) : null}
          </tr>
        ))}
      </ListView>
    </>
  );
}
