import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TestingType } from "~/domain/vaccine-lanes";
import { PageHeading } from "../layout/page-heading";
import type { FormConstraint } from "../use-app-form";
import type { Carry, SlotResultsView } from "./slot-search";
import { SlotResults, SlotSearchForm } from "./slot-search";
import { When } from "./when";

/** What a booking page's loader hands its page (the patient's own, or staff on their behalf). */
export interface SlotBookingView {
  service: { id: string; name: string } | null;
  task: { name: string; dueDate: string | null; clinic: string | null; timeZone: string } | null;
  /** Whose appointment it is, when it is not the reader's own. */
  bookingFor: string | null;
  testingTypes: string[];
  manufacturers: string[];
  organizations: Array<{ id: string; name: string }>;
  openDays: string[];
  defaults: Record<string, string | undefined>;
  search: Record<string, string | undefined>;
  results: SlotResultsView | null;
  resultsFailed: boolean;
  carry: Carry;
  /** The search's and the booking's constraint attributes (`slotFormConstraints`). */
  constraints: { search: FormConstraint; book: FormConstraint };
}

type FormReply = { form: "search" | "book"; result: SubmissionResult<string[]> };

/**
 * A booking page: what is booked, the appointment it moves, whose it is, the search and its
 * free times. The patient area and staff booking on a patient's behalf show the same page.
 */
export function SlotBookingPage({
  heading,
  view,
  actionData,
  submitLabel,
  back,
  currentLabel,
}: {
  heading: string;
  /** What the appointment being moved is called; the patient's own page says "your". */
  currentLabel?: string;
  view: SlotBookingView;
  actionData: FormReply | undefined;
  submitLabel: string;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation("patient");
  const { service, task, bookingFor, results, resultsFailed, carry } = view;
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      {service ? (
        <p className="mt-2 text-lg font-semibold">{t("schedule.forService", { service: service.name })}</p>
      ) : null}
      {task?.dueDate ? (
        <div className="mt-3 rounded border-l-4 border-brand-700 bg-brand-50 p-3">
          <p className="font-semibold">{currentLabel ?? t("schedule.currentAppointment")}</p>
          <p>
            {task.name}: <When instant={task.dueDate} timeZone={task.timeZone} />
            {task.clinic ? `, ${task.clinic}` : ""}
          </p>
        </div>
      ) : null}
      {bookingFor ? (
        <p className="mt-3 border-l-4 border-amber-500 bg-amber-50 p-3 font-semibold">
          {t("schedule.bookingFor", { name: bookingFor })}
        </p>
      ) : null}
      <SlotSearchForm
        constraint={view.constraints.search}
        lastResult={actionData?.form === "search" ? actionData.result : null}
        defaults={view.defaults}
        testingTypes={view.testingTypes as TestingType[]}
        manufacturers={view.manufacturers}
        organizations={view.organizations}
        openDays={view.openDays}
        carry={carry}
      />
      {resultsFailed ? (
        <p role="alert" className="mt-6 border-l-4 border-red-700 bg-red-50 p-3 font-semibold">
          {t("schedule.resultsFailed")}
        </p>
      ) : null}
      {results ? (
        <SlotResults
          constraint={view.constraints.book}
          results={results}
          search={view.search}
          lastResult={actionData?.form === "book" ? actionData.result : null}
          carry={carry}
          submitLabel={submitLabel}
        />
      ) : null}
      <p className="mt-8">
        <Link to={back.to} className="inline-flex min-h-touch items-center underline">
          {back.label}
        </Link>
      </p>
    </>
  );
}
