import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, FieldError, SubmitButton, buttonClass, inputClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { LOCATION_PARAM, isOpenAppointment, toWireDate } from "~/domain/appointments";
import { bulkCancelSchema } from "~/domain/appointment-schemas";
import { formatDisplayDate } from "~/domain/format";
import { notFound, requireValidId } from "~/http/not-found.server";
import { failedUpstreamStatus, orThrow, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getBasicInfo } from "~/upstream/organizations.server";
import { bulkCancel, listLocationTasks } from "~/upstream/tasks.server";
import { APPOINTMENTS_PATH, changeFailure } from "./__appointments.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:bulk.title", breadcrumb: crumbsFrom };

/** The range and clinic a request names, with the range's problems by field (none: it may be cancelled). */
function readRange(search: URLSearchParams, context: Parameters<typeof requireValidId>[0]) {
  const location = requireValidId(context, search.get(LOCATION_PARAM));
  const raw = { from: search.get("from") ?? "", to: search.get("to") ?? "" };
  const parsed = bulkCancelSchema.safeParse({ from: raw.from || undefined, to: raw.to || undefined });
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { location, raw, range: parsed.success ? parsed.data : null, errors };
}

/** The range's two inputs (query parameter names, not text). */
const RANGE_FIELDS = ["from", "to"] as const;

const listHref = (location: string, from: string, to: string) =>
  `${APPOINTMENTS_PATH}?${new URLSearchParams({ [LOCATION_PARAM]: location, dueFrom: from, dueTo: to })}`;

/**
 * Cancelling a clinic's appointments over some days (part 2 §7 bulk-cancel, decision 022): the
 * page counts what would be cancelled (open appointments and their patients) from the list, and
 * only then offers the button; paid appointments are refunded by the upstream.
 */
export const loader = guarded(
  "appointments.edit",
  async ({ request, context, client }) => {
    const { location, raw, range, errors } = readRange(new URL(request.url).searchParams, context);
    const [info, t, tasks] = await Promise.all([
      getBasicInfo(client, location),
      getT(context.locale, "appointments"),
      range
        ? listLocationTasks(client, location, {
            taskType: "appointment",
            dueDateFrom: toWireDate(range.from),
            dueDateTo: toWireDate(range.to),
            size: -1,
          })
        : null,
    ]);
    if (!info.ok && info.status === 404) throw notFound(context);
    const clinic = orThrow(info, context).name;
    const open = tasks
      ? orThrow(tasks, context).content.filter((task) => isOpenAppointment(task.status))
      : [];
    return {
      pageTitle: t("bulk.title"),
      crumbs: [
        { label: t("title"), to: `${APPOINTMENTS_PATH}?${LOCATION_PARAM}=${encodeURIComponent(location)}` },
        { label: t("bulk.title") },
      ],
      location,
      clinic,
      raw,
      errors,
      checked: range
        ? {
            from: formatDisplayDate(range.from),
            to: formatDisplayDate(range.to),
            appointments: open.length,
            patients: new Set(open.map((task) => task.patientId)).size,
            paid: open.filter((task) => task.invoiceId).length,
          }
        : null,
      backHref: range
        ? listHref(location, range.from, range.to)
        : `${APPOINTMENTS_PATH}?${LOCATION_PARAM}=${encodeURIComponent(location)}`,
    };
  },
  { orgSearchParam: LOCATION_PARAM },
);

export const action = guarded(
  "appointments.edit",
  async ({ request, context, client }) => {
    const { location, range } = readRange(new URL(request.url).searchParams, context);
    if (!range) throw notFound(context);
    const result = await bulkCancel(client, location, toWireDate(range.from), toWireDate(range.to));
    if (!result.ok)
      return changeFailure(
        result,
        result.status === 409 ? 409 : result.status === 422 ? 422 : failedUpstreamStatus(result),
      );
    return redirectWithFlash(context, listHref(location, range.from, range.to), {
      kind: "success",
      key: "appointments:flash.bulkCancelled",
      params: { count: result.data.cancelled, patients: result.data.patients },
    });
  },
  { orgSearchParam: LOCATION_PARAM },
);

export default function CancelRange() {
  const { t } = useTranslation("appointments");
  const { location, clinic, raw, errors, checked, backHref } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("bulk.titleAt", { clinic })}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary
          errors={[
            ...(failed ? [{ message: failed.failure }] : []),
            ...Object.entries(errors).map(([name, message]) => ({ message, fieldId: `bulk-${name}` })),
          ]}
        />
        <Form method="get" className="flex flex-wrap items-start gap-3">
          <input type="hidden" name={LOCATION_PARAM} value={location} />
          {RANGE_FIELDS.map((name) => (
            <div key={name}>
              <label htmlFor={`bulk-${name}`} className="block font-semibold">
                {t(`bulk.${name}`)}
              </label>
              <input
                id={`bulk-${name}`}
                name={name}
                type="date"
                defaultValue={raw[name]}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `bulk-${name}-error` : undefined}
                className={`${inputClass} mt-1`}
              />
              <FieldError id={`bulk-${name}-error`} message={errors[name]} />
            </div>
          ))}
          <button type="submit" className={`${buttonClass("secondary")} mt-7`}>
            {t("bulk.recount")}
          </button>
        </Form>
        {checked ? (
          <section aria-labelledby="bulk-summary" className="mt-6">
            <h2 id="bulk-summary" className="text-xl font-bold">
              {t("bulk.summaryHeading", { from: checked.from, to: checked.to })}
            </h2>
            {checked.appointments > 0 ? (
              <>
                <p className="mt-2 text-lg" data-testid="bulk-count">
                  {t("bulk.summary", { count: checked.appointments, patients: checked.patients })}
                </p>
                {checked.paid > 0 ? (
                  <p className="mt-1">{t("bulk.refunds", { count: checked.paid })}</p>
                ) : null}
                <p className="mt-1">{t("bulk.notified")}</p>
                <div className="mt-6 flex flex-wrap items-center gap-3">
                  <Form method="post">
                    <SubmitButton variant="danger">
                      {t("bulk.confirm", { count: checked.appointments })}
                    </SubmitButton>
                  </Form>
                  <Link to={backHref} className={buttonClass("secondary")}>
                    {t("keep")}
                  </Link>
                </div>
              </>
            ) : (
              <>
                <p className="mt-2">{t("bulk.nothing")}</p>
                <Link to={backHref} className={`${buttonClass("secondary")} mt-4`}>
                  {t("bulk.back")}
                </Link>
              </>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
