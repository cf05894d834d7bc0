import { parseWithZod } from "@conform-to/zod";
import { getFormProps } from "@conform-to/react";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ClinicLinks } from "~/components/clinic-setup/clinic-nav";
import { WeekTable } from "~/components/clinic-setup/week-table";
import { ErrorSummary, FormButtons, SelectField, buttonClass, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { clinicDayPath, clinicPagePath, clockLabel, timeOptions } from "~/domain/clinic-day";
import { weekFrom, WEEKDAYS } from "~/domain/clinic-setup";
import { hoursFormSchema } from "~/domain/clinic-setup-schemas";
import { formatLongDate, parseDisplayDate, weekdayNames } from "~/domain/format";
import { orThrow, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import {
  closingLanesOf,
  getHoursOfOperation,
  getParentHours,
  setRegularSchedule,
  type ClosingLanes,
} from "~/upstream/clinic-setup.server";
import { clinicCrumbs, clinicInView, dayOf, laneRefusal } from "./__clinic-setup.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["clinicSetup", "provider"], breadcrumb: crumbsFrom };

/**
 * A clinic's weekly hours of operation (decision 032): its own, or its parent's when it inherits
 * them (shown beside the form); saving gives the clinic its own hours (the regular schedule).
 */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const scope = await clinicInView(args, "organizations.read");
    const locale = args.context.locale;
    const [own, t] = await Promise.all([
      getHoursOfOperation(scope.client, scope.clinic.id),
      getT(locale, "clinicSetup"),
    ]);
    const hours = orThrow(own, args.context);
    const parent = hours.inherited ? await getParentHours(scope.client, scope.clinic.id) : null;
    const day = dayOf(args.request, scope);
    const label = (time: string | null | undefined) => (time ? clockLabel(time, locale) : null);
    const weekdays = weekdayNames(0, locale, "long");
    const byDay = (days: typeof hours.days) =>
      WEEKDAYS.map((weekday) => {
        const d = days.find((x) => x.weekday === weekday);
        return { weekday, name: weekdays[weekday]!, open: label(d?.open), close: label(d?.close) };
      });
    return {
      constraints: formConstraints({ hours: hoursFormSchema }),
      pageTitle: t("hours.title", { clinic: scope.clinic.name }),
      crumbs: await clinicCrumbs(args, scope, day, t("hours.crumb")),
      orgId: scope.orgId,
      clinic: scope.clinic,
      day,
      mayEdit: scope.mayEdit,
      inherited: hours.inherited,
      defaults: hours.defaultHours
        ? {
            open: clockLabel(hours.defaultHours.open, locale),
            close: clockLabel(hours.defaultHours.close, locale),
          }
        : null,
      parent: parent?.ok && parent.data ? byDay(parent.data.days) : null,
      weekdays,
      times: timeOptions().map((time) => ({ value: time, label: clockLabel(time, locale) })),
      defaultValue: Object.fromEntries(
        hours.days.flatMap((d) => [
          [`open${d.weekday}`, d.open ?? ""],
          [`close${d.weekday}`, d.close ?? ""],
        ]),
      ),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "clinicSetup.edit",
  async (args) => {
    const [scope, kept] = await readKeepingForm(args.request, () => clinicInView(args, "clinicSetup.edit"));
    if (kept) return kept;
    const form = await args.request.formData();
    const submission = parseWithZod(form, { schema: hoursFormSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    // The second step of a week that closes booked days: the person has seen the lanes and agreed.
    const confirmed = form.get("confirmClosing") === "yes";
    const saved = await setRegularSchedule(
      scope.client,
      scope.clinic.id,
      weekFrom(submission.value),
      confirmed,
    );
    if (!saved.ok && saved.kind === "conflict" && saved.code === "CLOSES_BOOKED_LANES") {
      const closing = closingLanesOf(saved);
      return data(
        {
          result: closing
            ? submission.reply()
            : submission.reply({ formErrors: ["clinicSetup:hours.closing.unreadable"] }),
          closing: closing ? closingView(closing, scope, args.context.locale) : null,
        },
        { status: 409 },
      );
    }
    if (!saved.ok) {
      const fieldMap = Object.fromEntries(
        WEEKDAYS.flatMap((d) => [
          [`days[${d}].open`, `open${d}`],
          [`days[${d}].close`, `close${d}`],
        ]),
      );
      const fields = Object.values(fieldMap);
      return data(
        { result: replyWithFailure(submission, laneRefusal(saved), { fields, fieldMap }) },
        { status: statusForFailure(saved) },
      );
    }
    return redirectWithFlash(args.context, clinicPagePath(scope.orgId, scope.clinic.id, "hours"), {
      kind: "success",
      key: "clinicSetup:flash.hoursSaved",
    });
  },
  { orgParam: "orgId" },
);

type ClosingView = ReturnType<typeof closingView>;

/** The lanes a week would close, as the warning names them: day, times, host, booked patients. */
function closingView(
  closing: ClosingLanes,
  scope: { orgId: string; clinic: { id: string } },
  locale: string,
) {
  return {
    more: closing.laneCount > closing.lanes.length,
    // Only closed days: the warning says "close"; a shortened one among them: "close or shorten".
    onlyClosed: closing.lanes.every((lane) => lane.closed !== false),
    lanes: closing.lanes.map((lane) => {
      const day = parseDisplayDate(lane.date);
      return {
        id: lane.id,
        date: day ? formatLongDate(day, locale) : lane.date,
        dayHref: day ? clinicDayPath(scope.orgId, scope.clinic.id, day) : null,
        start: clockLabel(lane.startTime, locale),
        end: clockLabel(lane.endTime, locale),
        host: lane.host?.name ?? "",
        outside: lane.closed === false,
        patients: new Intl.ListFormat(locale, { type: "conjunction" }).format(
          lane.patients.map((p) => p.name),
        ),
      };
    }),
  };
}

export default function ClinicHours() {
  const { t } = useTranslation("clinicSetup");
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The action's answers differ in shape (a refusal, the warning, a kept form): only the warning has lanes.
  const closing = (actionData && "closing" in actionData ? actionData.closing : null) as ClosingView | null;
  const [form, fields] = useAppForm<typeof hoursFormSchema>({
    id: "hours",
    constraint: page.constraints.hours,
    lastResult: actionData?.result,
    defaultValue: page.defaultValue,
  });
  const metas = WEEKDAYS.map((d) => ({
    open: fields[`open${d}`]!,
    close: fields[`close${d}`]!,
  }));
  return (
    <>
      <PageHeading>{page.pageTitle}</PageHeading>
      <ClinicLinks orgId={page.orgId} clinicId={page.clinic.id} day={page.day} />
      <p className="mt-4 max-w-prose">
        {page.defaults
          ? t("hours.defaults", page.defaults)
          : page.inherited
            ? t("hours.inherited")
            : t("hours.own")}
      </p>
      {page.parent ? <WeekTable caption={t("hours.parentCaption")} days={page.parent} /> : null}
      {page.mayEdit ? (
        <div className="mt-6 max-w-3xl">
          <ErrorSummary
            errors={summarize(
              form,
              metas.flatMap((m) => [m.open, m.close]),
              // Every day says the same words: the summary names the day and the time.
              Object.fromEntries(
                metas.flatMap((m, d) => [
                  [m.open.name, t("hours.openOn", { day: page.weekdays[d] })],
                  [m.close.name, t("hours.closeOn", { day: page.weekdays[d] })],
                ]),
              ),
            )}
          />
          {closing ? <ClosingWarning closing={closing} formId={form.id} /> : null}
          <Form method="post" {...getFormProps(form)} noValidate>
            <fieldset>
              <legend className="text-xl font-bold">{t("hours.legend")}</legend>
              <p className="text-slate-700">{t("hours.hint")}</p>
              {metas.map((m, d) => (
                <div key={d} className="mt-2 flex flex-wrap items-end gap-4">
                  <SelectField
                    meta={m.open}
                    label={t("hours.openOn", { day: page.weekdays[d] })}
                    options={page.times}
                    placeholder={t("hours.closedDay")}
                  />
                  <SelectField
                    meta={m.close}
                    label={t("hours.closeOn", { day: page.weekdays[d] })}
                    options={page.times}
                    placeholder={t("hours.closedDay")}
                  />
                </div>
              ))}
            </fieldset>
            <FormButtons cancelHref={clinicDayPath(page.orgId, page.clinic.id, page.day)}>
              {t("hours.save")}
            </FormButtons>
          </Form>
        </div>
      ) : null}
    </>
  );
}

/**
 * Said before the week is saved: the booked lanes on the days it would close or shorten, each with its
 * patients. Saving anyway is the same form sent again with `confirmClosing` (works without JS).
 */
function ClosingWarning({ closing, formId }: { closing: ClosingView; formId: string }) {
  const { t } = useTranslation("clinicSetup");
  return (
    <section
      role="alert"
      aria-labelledby="closing-title"
      className="mb-6 rounded border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="closing-title" className="text-lg font-bold">
        {closing.onlyClosed ? t("hours.closing.title") : t("hours.closing.titleShortened")}
      </h2>
      <ul className="mt-2 space-y-2">
        {closing.lanes.map((lane) => (
          <li key={lane.id} data-testid="closing-lane" className="border-l-4 border-amber-600 pl-3">
            <p className="font-semibold">
              {lane.dayHref ? (
                <Link to={lane.dayHref} className="underline">
                  {lane.date}
                </Link>
              ) : (
                lane.date
              )}
            </p>
            <p>{t("hours.closing.lane", { start: lane.start, end: lane.end, host: lane.host })}</p>
            {lane.outside ? <p>{t("hours.closing.outside")}</p> : null}
            <p>{t("hours.closing.patients", { names: lane.patients })}</p>
          </li>
        ))}
      </ul>
      {closing.more ? <p className="mt-2">{t("hours.closing.more")}</p> : null}
      <p className="mt-2">{t("hours.closing.keep")}</p>
      <button
        type="submit"
        form={formId}
        name="confirmClosing"
        value="yes"
        className={`${buttonClass("danger")} mt-3`}
      >
        {closing.onlyClosed ? t("hours.closing.confirm") : t("hours.closing.confirmShortened")}
      </button>
    </section>
  );
}
