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
}

/**
 * The page that asks before an appointment is completed or cancelled: what it is, what the
 * change does (a cancel refunds), a button that posts, and the way back. Without JS it is the
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
}: {
  heading: string;
  question: string;
  consequence?: string;
  confirm: string;
  danger?: boolean;
  facts: AppointmentFacts;
  backHref: string;
  failure?: string | null;
}) {
  const { t } = useTranslation("appointments");
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary errors={failure ? [{ message: failure }] : []} />
        <p className="text-lg">{question}</p>
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
        </dl>
        {consequence ? <p className="mt-3">{consequence}</p> : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Form method="post">
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
