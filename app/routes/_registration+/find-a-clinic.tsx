import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SelectField, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { useAppForm } from "~/components/use-app-form";
import { appointmentWhen } from "~/domain/appointment-time";
import { DEFAULT_FINDER_MILES, FINDER_MILES, FINDER_PAGE_SIZE, FINDER_PATH } from "~/domain/clinic-finder";
import type { finderSchema as FinderSchema } from "~/domain/clinic-finder-schemas";
import { finderSchema } from "~/domain/clinic-finder-schemas";
import { formatDistance, formatTime, zonedInstant } from "~/domain/format";
import { msg } from "~/domain/messages";
import { formConstraints } from "~/http/form-constraints.server";
import { failedUpstreamStatus } from "~/http/outcome.server";
import { upstream } from "~/upstream/client.server";
import { findPublicClinics, type PublicClinic } from "~/upstream/public-clinics.server";
import { getPublicServiceTypes } from "~/upstream/services.server";

export const handle = { i18n: ["clinicFinder", "validation"], titleKey: "clinicFinder:title" };

/** The furthest page a link may ask for; beyond it the search starts again at the first. */
const MAX_PAGE = 1000;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 && page <= MAX_PAGE ? page : 0;
}

/** A clinic as the page shows it, every text made on the server in the visitor's language. */
function shown(clinic: PublicClinic, locale: string) {
  const address = clinic.address;
  const zone = clinic.timeZone ?? "America/New_York";
  const clock = (time: string) =>
    clinic.today ? formatTime(zonedInstant(clinic.today, time, zone), zone, locale) : time;
  return {
    id: clinic.id,
    name: clinic.name,
    distance: clinic.distanceMiles == null ? null : formatDistance(clinic.distanceMiles, "mile", locale),
    address: address
      ? [
          address.address1,
          address.address2,
          address.city,
          [address.state, address.zipcode].filter(Boolean).join(" "),
        ]
          .filter(Boolean)
          .join(", ")
      : null,
    // undefined: the upstream did not say; null: closed today.
    hoursToday:
      clinic.hoursToday === undefined
        ? ("unknown" as const)
        : clinic.hoursToday === null
          ? ("closed" as const)
          : { open: clock(clinic.hoursToday.open), close: clock(clinic.hoursToday.close) },
    nextSlot: clinic.nextOpenSlot
      ? { instant: clinic.nextOpenSlot, text: appointmentWhen(clinic.nextOpenSlot, zone, locale) }
      : null,
    services: (clinic.services ?? []).map((service) => service.name),
  };
}

/**
 * /find-a-clinic: the public clinic finder (issue 40 item 5), for anyone, without a session. A GET
 * form (ZIP code, service, distance) whose answer is a page of clinics nearest first; "more" is a
 * plain link to the next page. Nothing here sends a token: every call is anonymous.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const client = upstream(context, request);
  const services = await getPublicServiceTypes(client, { language: context.locale, anonymous: true });
  const base = {
    constraints: formConstraints({ search: finderSchema }),
    // The service list is a help, not a need: without it every clinic is searched.
    services: services.ok ? services.data.map((s) => ({ value: s.id, label: s.name })) : [],
    servicesFailed: !services.ok,
    defaults: {
      zip: url.searchParams.get("zip") ?? "",
      serviceTypeId: url.searchParams.get("serviceTypeId") ?? "",
      miles: url.searchParams.get("miles") ?? String(DEFAULT_FINDER_MILES),
    },
  };
  if (!url.searchParams.has("zip")) return data({ ...base, result: null, found: null, failed: false });

  const submission = parseWithZod(url.searchParams, { schema: finderSchema });
  if (submission.status !== "success")
    return data({ ...base, result: submission.reply(), found: null, failed: false }, { status: 400 });

  const { zip, serviceTypeId, miles = DEFAULT_FINDER_MILES } = submission.value;
  const page = pageOf(url.searchParams.get("page"));
  const search = { zip, ...(serviceTypeId ? { serviceTypeId } : {}), miles, size: FINDER_PAGE_SIZE };
  const answer = await findPublicClinics(client, search, page, context.locale);
  if (!answer.ok) {
    if (answer.kind === "validation") {
      // The upstream's words are English; the visitor reads ours, next to the field it is about.
      const onZip = answer.fieldErrors.some((error) => error.field === "zip");
      const result = onZip
        ? submission.reply({ fieldErrors: { zip: [msg("clinicFinder:errors.zipUnknown")] } })
        : submission.reply({ formErrors: [msg("clinicFinder:errors.searchRefused")] });
      return data({ ...base, result, found: null, failed: false }, { status: 400 });
    }
    return data(
      { ...base, result: submission.reply(), found: null, failed: true },
      { status: failedUpstreamStatus(answer) },
    );
  }

  const { content, totalElements } = answer.data;
  const from = page * FINDER_PAGE_SIZE;
  const more = from + content.length < totalElements && content.length > 0;
  // The links carry the search as the form sends it, so the next page is the same search.
  const linkTo = (to: number) => {
    const query = new URLSearchParams({
      zip,
      ...(serviceTypeId ? { serviceTypeId } : {}),
      miles: String(miles),
    });
    if (to > 0) query.set("page", String(to));
    return `${FINDER_PATH}?${query}`;
  };
  return data({
    ...base,
    result: submission.reply(),
    failed: false,
    found: {
      zip,
      miles,
      clinics: content.map((clinic) => shown(clinic, context.locale)),
      from: from + 1,
      to: from + content.length,
      total: totalElements,
      moreHref: more ? linkTo(page + 1) : null,
      firstHref: page > 0 ? linkTo(0) : null,
    },
  });
}

type Found = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["found"]>;

function ClinicCard({ clinic }: { clinic: Found["clinics"][number] }) {
  const { t } = useTranslation("clinicFinder");
  const headingId = `clinic-${clinic.id}`;
  return (
    <li className="rounded border-2 border-slate-300 bg-white p-4">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {clinic.name}
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("clinic.distance")}</dt>
        <dd>{clinic.distance ?? t("clinic.unknown")}</dd>
        <dt className="font-semibold">{t("clinic.address")}</dt>
        <dd>{clinic.address ?? t("clinic.unknown")}</dd>
        <dt className="font-semibold">{t("clinic.hoursToday")}</dt>
        <dd>
          {clinic.hoursToday === "unknown"
            ? t("clinic.unknown")
            : clinic.hoursToday === "closed"
              ? t("clinic.closedToday")
              : t("clinic.hours", clinic.hoursToday)}
        </dd>
        <dt className="font-semibold">{t("clinic.nextSlot")}</dt>
        <dd>
          {clinic.nextSlot ? (
            <time dateTime={clinic.nextSlot.instant}>{clinic.nextSlot.text}</time>
          ) : (
            t("clinic.noSlot")
          )}
        </dd>
        {clinic.services.length > 0 ? (
          <>
            <dt className="font-semibold">{t("clinic.services")}</dt>
            <dd>{clinic.services.join(", ")}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function Results({ found }: { found: Found }) {
  const { t } = useTranslation("clinicFinder");
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="text-xl font-bold">
        {t("results.heading", { zip: found.zip })}
      </h2>
      <p className="mt-1 text-slate-700" role="status">
        {found.clinics.length > 0
          ? t("common:list.showing", { from: found.from, to: found.to, total: found.total })
          : t("results.none", { miles: found.miles })}
      </p>
      {found.clinics.length > 0 ? (
        <ol className="mt-4 list-none space-y-4" aria-labelledby="results-heading">
          {found.clinics.map((clinic) => (
            <ClinicCard key={clinic.id} clinic={clinic} />
          ))}
        </ol>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {found.moreHref ? (
          <Link to={found.moreHref} className={buttonClass("secondary")}>
            {t("results.more")}
          </Link>
        ) : null}
        {found.firstHref ? (
          <Link to={found.firstHref} className="inline-flex min-h-touch items-center underline">
            {t("results.first")}
          </Link>
        ) : null}
      </div>
      <p className="mt-6">
        {t("results.toBook")}{" "}
        <Link to="/patient-registration" className="inline-flex min-h-touch items-center underline">
          {t("results.register")}
        </Link>{" "}
        <Link to="/login" className="inline-flex min-h-touch items-center underline">
          {t("results.signIn")}
        </Link>
      </p>
    </section>
  );
}

export default function FindAClinic() {
  const { t } = useTranslation("clinicFinder");
  const loaderData = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm<typeof FinderSchema>({
    id: "clinic-finder",
    constraint: loaderData.constraints.search,
    lastResult: loaderData.result,
    defaultValue: loaderData.defaults,
  });
  return (
    <PublicLayout>
      <PageHeading>{t("title")}</PageHeading>
      <p className="mb-6 mt-2 text-slate-700">{t("intro")}</p>
      <ErrorSummary errors={summarize(form, [fields.zip, fields.serviceTypeId, fields.miles])} />
      <Form method="get" action={FINDER_PATH} {...getFormProps(form)} noValidate>
        <Field
          meta={fields.zip}
          label={t("fields.zip")}
          hint={t("fields.zipHint")}
          inputMode="numeric"
          autoComplete="postal-code"
          className="mb-4 max-w-xs"
        />
        <SelectField
          meta={fields.serviceTypeId}
          label={t("fields.service")}
          options={loaderData.services}
          placeholder={t("fields.anyService")}
          className="mb-4"
        />
        <SelectField
          meta={fields.miles}
          label={t("fields.miles")}
          options={FINDER_MILES.map((miles) => ({
            value: String(miles),
            label: t("fields.within", { miles }),
          }))}
          className="mb-4 max-w-xs"
        />
        <SubmitButton>{t("submit")}</SubmitButton>
      </Form>
      {loaderData.servicesFailed ? <p className="mt-4 text-slate-700">{t("servicesFailed")}</p> : null}
      {loaderData.failed ? (
        <p role="alert" className="mt-6 border-l-4 border-red-700 bg-red-50 p-3 font-semibold">
          {t("failed")}
        </p>
      ) : null}
      {loaderData.found ? <Results found={loaderData.found} /> : null}
    </PublicLayout>
  );
}
