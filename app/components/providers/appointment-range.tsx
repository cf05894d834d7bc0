import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton, inputClass } from "../forms";
import { Icon } from "../icons";
import { Table, Td, Th } from "../table";
import { ProviderHeader, type ProviderSummary } from "./provider-tabs";

/** The range's two query parameters, each a date input. */
const RANGE_ENDS = ["from", "to"] as const;

export interface RangeAppointment {
  id: string;
  when: string;
  dueDate: string | null;
  patientName: string;
  name: string;
  clinic: string;
  status: string | null;
}

/**
 * A provider tab's appointments over a date range: the range as a GET form (works without JS and
 * bookmarks), what could not be used said above it, the table, and where the calendar shows it.
 */
export function AppointmentRange({
  range,
  problem,
  appointments,
  caption,
  calendarHref,
}: {
  range: { from: string; to: string };
  problem: "date" | "range" | "span" | null;
  appointments: RangeAppointment[];
  caption: string;
  calendarHref?: string;
}) {
  const { t } = useTranslation("providers");
  return (
    <>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label={t("range.label")}>
        {RANGE_ENDS.map((end) => (
          <div key={end}>
            <label htmlFor={`range-${end}`} className="block font-semibold">
              {t(`range.${end}`)}
            </label>
            <input
              id={`range-${end}`}
              type="date"
              name={end}
              defaultValue={range[end]}
              className={`${inputClass} mt-1`}
            />
          </div>
        ))}
        <SubmitButton variant="secondary">{t("range.show")}</SubmitButton>
      </Form>
      {problem ? (
        <p role="status" className="mt-2 font-semibold text-red-800">
          {t(`range.problems.${problem}`)}
        </p>
      ) : null}
      {calendarHref ? (
        <p className="mt-4">
          <Link to={calendarHref} className="inline-flex items-center gap-2 font-semibold underline">
            <Icon name="calendar" />
            {t("range.openCalendar")}
          </Link>
        </p>
      ) : null}
      {appointments.length === 0 ? (
        <p className="mt-4">{t("range.none")}</p>
      ) : (
        <Table caption={caption}>
          <thead>
            <tr>
              <Th>{t("range.when")}</Th>
              <Th>{t("range.patient")}</Th>
              <Th>{t("range.appointment")}</Th>
              <Th>{t("range.clinic")}</Th>
              <Th>{t("range.status")}</Th>
            </tr>
          </thead>
          <tbody>
            {appointments.map((a) => (
              <tr key={a.id}>
                <Td>
                  <time dateTime={a.dueDate ?? undefined}>{a.when}</time>
                </Td>
                <Td className="font-semibold">{a.patientName}</Td>
                <Td>{a.name}</Td>
                <Td>{a.clinic}</Td>
                <Td>{a.status ? t(`appointments:statuses.${a.status}`, { defaultValue: a.status }) : ""}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

/** A provider's appointments tab: their header and tabs, then the range and its appointments. */
export function AppointmentsTab({
  data,
  caption,
  calendarHref,
}: {
  data: {
    provider: ProviderSummary;
    range: { from: string; to: string };
    problem: "date" | "range" | "span" | null;
    appointments: RangeAppointment[];
  };
  caption: string;
  calendarHref?: string;
}) {
  return (
    <>
      <ProviderHeader provider={data.provider} />
      <AppointmentRange
        range={data.range}
        problem={data.problem}
        appointments={data.appointments}
        caption={caption}
        calendarHref={calendarHref}
      />
    </>
  );
}
