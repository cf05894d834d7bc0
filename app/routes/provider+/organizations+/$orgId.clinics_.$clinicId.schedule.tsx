import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ClinicLinks } from "~/components/clinic-setup/clinic-nav";
import { WeekTable } from "~/components/clinic-setup/week-table";
import { CheckboxField, ErrorSummary, Field, FormButtons, SelectField, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { Table, Td, Th } from "~/components/table";
import { useAppForm } from "~/components/use-app-form";
import { clinicDayPath, clinicPagePath, clockLabel, timeOptions } from "~/domain/clinic-day";
import { WEEKDAYS } from "~/domain/clinic-setup";
import { specialDateSchema } from "~/domain/clinic-setup-schemas";
import {
  formatDisplayDate,
  formatLongDate,
  parseDisplayDate,
  weekdayNames,
  zonedCalendarDate,
} from "~/domain/format";
import { orThrow, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { addSpecialDate, getHoursOfOperation, getSpecialDates } from "~/upstream/clinic-setup.server";
import {
  activityPageOf,
  clinicCrumbs,
  clinicInView,
  dayOf,
  laneRefusal,
  setupActivityView,
} from "./__clinic-setup.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["clinicSetup", "provider"], breadcrumb: crumbsFrom };

const today = (timeZone: string) => zonedCalendarDate(new Date(), timeZone);

/**
 * A clinic's schedule (decision 032): the regular week (edited on the Hours page) and special
 * dates, each closed all day or open at other hours; a special date is in the future. Below them,
 * the set-up activity log (issue 40 item 2): who changed the hours, a special date or signed a
 * day off, newest first, paged by `?activityPage=`; a failed read of it hides only the log.
 */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const scope = await clinicInView(args, "organizations.read");
    const locale = args.context.locale;
    const t = await getT(locale, "clinicSetup");
    const [hours, specials, activities] = await Promise.all([
      getHoursOfOperation(scope.client, scope.clinic.id),
      getSpecialDates(scope.client, scope.clinic.id),
      setupActivityView(scope, activityPageOf(args.request), locale, t),
    ]);
    const week = orThrow(hours, args.context);
    const weekdays = weekdayNames(0, locale, "long");
    const label = (time: string | null | undefined) => (time ? clockLabel(time, locale) : null);
    const day = dayOf(args.request, scope);
    return {
      constraints: formConstraints({ special: specialDateSchema(today(scope.clinic.timeZone)) }),
      pageTitle: t("schedule.title", { clinic: scope.clinic.name }),
      crumbs: await clinicCrumbs(args, scope, day, t("schedule.crumb")),
      orgId: scope.orgId,
      clinic: scope.clinic,
      day,
      mayEdit: scope.mayEdit,
      week: week.days.length
        ? WEEKDAYS.map((weekday) => {
            const d = week.days.find((x) => x.weekday === weekday);
            return { weekday, name: weekdays[weekday]!, open: label(d?.open), close: label(d?.close) };
          })
        : null,
      specials: orThrow(specials, args.context).map((s) => {
        const iso = parseDisplayDate(s.date) ?? s.date;
        return {
          date: iso,
          label: formatLongDate(iso, locale),
          closed: s.closed,
          open: label(s.open),
          close: label(s.close),
          note: s.note ?? "",
        };
      }),
      activities,
      times: timeOptions().map((time) => ({ value: time, label: clockLabel(time, locale) })),
      today: today(scope.clinic.timeZone),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "clinicSetup.edit",
  async (args) => {
    const [scope, kept] = await readKeepingForm(args.request, () => clinicInView(args, "clinicSetup.edit"));
    if (kept) return kept;
    const submission = parseWithZod(await args.request.formData(), {
      schema: specialDateSchema(today(scope.clinic.timeZone)),
    });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const value = submission.value;
    const closed = value.closed === "on";
    const saved = await addSpecialDate(scope.client, scope.clinic.id, {
      date: formatDisplayDate(value.date),
      closed,
      open: closed ? null : (value.open ?? null),
      close: closed ? null : (value.close ?? null),
      note: value.note || null,
    });
    if (!saved.ok)
      return data(
        {
          result: replyWithFailure(submission, laneRefusal(saved), {
            fields: ["date", "open", "close", "note"],
          }),
        },
        { status: statusForFailure(saved) },
      );
    return redirectWithFlash(args.context, clinicPagePath(scope.orgId, scope.clinic.id, "schedule"), {
      kind: "success",
      key: "clinicSetup:flash.specialSaved",
    });
  },
  { orgParam: "orgId" },
);

export default function ClinicSchedule() {
  const { t } = useTranslation("clinicSetup");
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<ReturnType<typeof specialDateSchema>>({
    id: "special",
    constraint: page.constraints.special,
    lastResult: actionData?.result,
    defaultValue: { open: "08:00", close: "12:00" },
  });
  return (
    <>
      <PageHeading>{page.pageTitle}</PageHeading>
      <ClinicLinks orgId={page.orgId} clinicId={page.clinic.id} day={page.day} />
      <h2 className="mt-6 text-xl font-bold">{t("schedule.regular")}</h2>
      {page.week ? (
        <WeekTable caption={t("schedule.regular")} days={page.week} />
      ) : (
        <p className="mt-2">{t("hours.inherited")}</p>
      )}
      <h2 className="mt-6 text-xl font-bold">{t("schedule.special")}</h2>
      {page.specials.length === 0 ? (
        <p className="mt-2">{t("schedule.none")}</p>
      ) : (
        <Table caption={t("schedule.special")}>
          <thead>
            <tr>
              <Th>{t("schedule.date")}</Th>
              <Th>{t("schedule.hours")}</Th>
              <Th>{t("schedule.note")}</Th>
            </tr>
          </thead>
          <tbody>
            {page.specials.map((s) => (
              <tr key={s.date}>
                <Td>{s.label}</Td>
                <Td>
                  {s.closed
                    ? t("schedule.closed")
                    : t("schedule.openBetween", { open: s.open, close: s.close })}
                </Td>
                <Td>{s.note}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {page.mayEdit ? (
        <div className="mt-6 max-w-2xl">
          <h2 className="text-xl font-bold">{t("schedule.add")}</h2>
          <ErrorSummary
            errors={summarize(form, [fields.date, fields.closed, fields.open, fields.close, fields.note])}
          />
          <Form method="post" {...getFormProps(form)} noValidate>
            <Field meta={fields.date} label={t("schedule.date")} type="date" min={page.today} />
            <CheckboxField meta={fields.closed} label={t("schedule.closedField")} />
            <div className="flex flex-wrap gap-4">
              <SelectField meta={fields.open} label={t("schedule.open")} options={page.times} />
              <SelectField meta={fields.close} label={t("schedule.close")} options={page.times} />
            </div>
            <Field meta={fields.note} label={t("schedule.note")} />
            <FormButtons cancelHref={clinicDayPath(page.orgId, page.clinic.id, page.day)}>
              {t("schedule.save")}
            </FormButtons>
          </Form>
        </div>
      ) : null}
      <SetupActivities activities={page.activities} />
    </>
  );
}

type Activities = ReturnType<typeof useLoaderData<typeof loader>>["activities"];

/** The set-up activity log: a table per page with its paging links, or why it is not there. */
function SetupActivities({ activities }: { activities: Activities }) {
  const { t } = useTranslation("clinicSetup");
  return (
    <section aria-labelledby="setup-activities" className="mt-8">
      <h2 id="setup-activities" className="text-xl font-bold">
        {t("activities.title")}
      </h2>
      {activities === null ? (
        <p className="mt-2">{t("activities.unavailable")}</p>
      ) : activities.rows.length === 0 ? (
        <p className="mt-2">{t("activities.none")}</p>
      ) : (
        <>
          <Table caption={t("activities.caption")}>
            <thead>
              <tr>
                <Th>{t("activities.when")}</Th>
                <Th>{t("activities.who")}</Th>
                <Th>{t("activities.what")}</Th>
                <Th>{t("activities.details")}</Th>
              </tr>
            </thead>
            <tbody>
              {activities.rows.map((a) => (
                <tr key={a.id}>
                  <Td className="whitespace-nowrap">{a.at}</Td>
                  <Td>{a.actor}</Td>
                  <Td>{a.action}</Td>
                  <Td>{a.details}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            page={activities.number}
            totalPages={activities.totalPages}
            totalElements={activities.totalElements}
            param="activityPage"
            label={t("activities.paging")}
          />
        </>
      )}
    </section>
  );
}
