import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, SubmitButton, buttonClass } from "../forms";
import { PageHeading } from "../layout/page-heading";

export interface AppointmentFacts {
  patientName: string;
  name: string;
  due: string;
  clinic: string;
  status: string | null;
  performerName?: string | null;
  vaccine?: {
    manufacturer: string;
    lotNumber: string;
    doseNumber: number;
    injectionSite: string;
    expiryDate: string;
    administered: string;
  } | null;
}

/** What an appointment is: patient, name, when, where, status, its performer and vaccine when known. */
export function AppointmentFactList({ facts }: { facts: AppointmentFacts }) {
  const { t } = useTranslation("appointments");
  const vaccine = facts.vaccine;
  return (
    <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
      <dt className="font-semibold">{t("columns.patient")}</dt>
      <dd>{facts.patientName}</dd>
      <dt className="font-semibold">{t("columns.appointment")}</dt>
      <dd>{facts.name}</dd>
      <dt className="font-semibold">{t("columns.due")}</dt>
      <dd>{facts.due}</dd>
      <dt className="font-semibold">{t("clinic")}</dt>
      <dd>{facts.clinic}</dd>
      <dt className="font-semibold">{t("columns.status")}</dt>
      <dd>{facts.status ? t(`statuses.${facts.status}`, { defaultValue: facts.status }) : ""}</dd>
      {facts.performerName ? (
        <>
          <dt className="font-semibold">{t("actions.performer")}</dt>
          <dd>{facts.performerName}</dd>
        </>
      ) : null}
      {vaccine ? (
        <>
          <dt className="font-semibold">{t("actions.vaccine.given")}</dt>
          <dd>
            {t("actions.vaccine.summary", {
              manufacturer: vaccine.manufacturer,
              lot: vaccine.lotNumber,
              dose: vaccine.doseNumber,
              site: t(`actions.sites.${vaccine.injectionSite}`, { defaultValue: vaccine.injectionSite }),
            })}
            <span className="block text-sm text-slate-700">
              {t("actions.vaccine.when", { administered: vaccine.administered, expiry: vaccine.expiryDate })}
            </span>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The page that asks before an appointment is changed (completed, cancelled, its vaccine's record
 * or its performer taken off): what it is, what the change does (a cancel refunds), a button that
 * posts, and the way back. Without JS it is the
 * whole flow; the list's Complete button posts here directly.
 */
export function AppointmentChangePage({
  heading,
  question,
  consequence,
  confirm,
  danger = false,
  facts,
  backHref,
  failure,
  children,
}: {
  heading: string;
  question: string;
  consequence?: string;
  confirm: string;
  danger?: boolean;
  facts: AppointmentFacts;
  backHref: string;
  failure?: string | null;
  /** Choices the confirmation carries (a second dose to remove too), inside its form. */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("appointments");
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary errors={failure ? [{ message: failure }] : []} />
        <p className="text-lg">{question}</p>
        <AppointmentFactList facts={facts} />
        {consequence ? <p className="mt-3">{consequence}</p> : null}
        <div className="mt-6 flex flex-wrap items-end gap-3">
          <Form method="post" className="flex flex-wrap items-end gap-3">
            {children}
            <SubmitButton variant={danger ? "danger" : "primary"}>{confirm}</SubmitButton>
          </Form>
          <Link to={backHref} className={buttonClass("secondary")}>
            {t("keep")}
          </Link>
        </div>
      </div>
    </>
  );
}
