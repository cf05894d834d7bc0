import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { ServiceList } from "~/components/patient/service-list";
import { SlotResults, SlotSearchForm } from "~/components/patient/slot-search";
import { When } from "~/components/patient/when";
import { isPatientAccount } from "@contract/privileges";
import type { TestingType } from "~/domain/vaccine-lanes";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { getSession } from "~/session/session.server";
import {
  bookSlot,
  openDays,
  parseSearch,
  originOf,
  searchChoices,
  searchValuesOf,
  slotResults,
} from "~/upstream/booking.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { upstream } from "~/upstream/client.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import {
  bookingRefused,
  readSlotChoice,
  slotFormConstraints,
  submitSlotSearch,
} from "~/http/slot-booking.server";
import { getPatient } from "~/upstream/patients.server";
import type { RegistrationState } from "~/upstream/registration.server";
import { currentRegistration, passOf } from "~/upstream/registration.server";
import { displayPrice } from "~/domain/patient-services";
import { getPublicServiceTypes } from "~/upstream/services.server";
import { isDailyAssessmentService } from "~/domain/patient-services";
import { getTask } from "~/upstream/tasks.server";

export const handle = { i18n: ["patient", "validation"], titleKey: "patient:registration.servicesTitle" };

const PATH = "/patient-registration/services";

/** The service chosen in the URL, from the bookable public service types (sent without a session). */
async function serviceOf(client: UpstreamClient, context: RequestContext, serviceId: string | null) {
  // The Daily Assessment (service type 28) is answered each day once signed in, never booked.
  const services = orThrow(
    await getPublicServiceTypes(client, { language: context.locale, anonymous: true }),
    context,
  ).filter((s) => !isDailyAssessmentService(s));
  return { services, service: serviceId ? (services.find((s) => s.id === serviceId) ?? null) : null };
}

function carryOf(serviceId?: string | null): Record<string, string> {
  return serviceId ? { serviceId } : {};
}

/**
 * /patient-registration/services: a signed-in patient goes to the patient area's service selection.
 * Without a session, a fresh registration (kept in a sealed cookie) picks a service and books its first
 * appointment through the no-session variant of the booking calls (registration code and token
 * headers).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = getSession(context);
  if (session && isPatientAccount(session.account))
    throw redirect("/curapatient/patient/patient-registration/services");
  const url = new URL(request.url);
  const reg = currentRegistration(context);
  const t = await getT(context.locale, "patient");
  if (!reg) return { step: "start" as const, pageTitle: t("registration.servicesTitle") };

  const client = upstream(context, request);
  const pass = passOf(reg);
  const bookedId = url.searchParams.get("booked");
  if (bookedId) {
    const task = await getTask(client, bookedId, pass);
    const booked = task.ok
      ? {
          name: task.data.name ?? "",
          dueDate: task.data.dueDate ?? null,
          clinic: task.data.location?.name ?? null,
          timeZone: task.data.location?.timeZoneId ?? context.timeZone,
        }
      : null;
    return { step: "booked" as const, pageTitle: t("registration.bookedTitle"), name: reg.name, booked };
  }

  const { services, service } = await serviceOf(client, context, url.searchParams.get("serviceId"));
  if (!service) {
    return {
      step: "services" as const,
      pageTitle: t("registration.servicesTitle"),
      name: reg.name,
      organization: reg.organizationName,
      services: services.map((s) => {
        const price = displayPrice(s);
        return {
          id: s.id,
          name: s.name,
          description: s.description ?? null,
          ...price,
          href: `${PATH}?${new URLSearchParams({ serviceId: s.id })}`,
        };
      }),
    };
  }

  const { testingTypes, manufacturers } = searchChoices(service.attributes?.vaccineType);
  const search = { ...searchValuesOf(url.searchParams), organizationId: reg.organizationId };
  const defaults = {
    ...search,
    testingType: search.testingType ?? (testingTypes.length === 1 ? testingTypes[0] : undefined),
  };
  const vaccineType = defaults.testingType ?? service.attributes?.vaccineType ?? undefined;
  const [days, patient] = await Promise.all([
    openDays(
      client,
      reg.organizationId,
      { targetPatientId: reg.patientId, vaccineType },
      { anonymous: true },
    ),
    getPatient(client, reg.patientId, pass),
  ]);
  const { results, resultsFailed } = await slotResults(client, parseSearch(search), {
    targetPatientId: reg.patientId,
    origin: patient.ok ? originOf(patient.data.address) : null,
    originZip: patient.ok ? patient.data.address?.zipcode : null,
    anonymous: true,
    defaultTimeZone: context.timeZone,
  });
  return {
    constraints: slotFormConstraints(),
    step: "book" as const,
    pageTitle: t("registration.bookTitle"),
    name: reg.name,
    service: { id: service.id, name: service.name },
    testingTypes,
    manufacturers,
    openDays: days,
    defaults,
    search: searchValuesOf(url.searchParams),
    organizationId: reg.organizationId,
    results,
    resultsFailed,
    carry: carryOf(service.id),
  };
}

function requireRegistration(context: RequestContext): RegistrationState {
  const reg = currentRegistration(context);
  if (!reg) {
    throw redirectWithFlash(context, "/patient-registration", {
      kind: "warn",
      key: "patient:registration.expired",
    });
  }
  return reg;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const reg = requireRegistration(context);
  const serviceId = String(formData.get("serviceId") ?? "");
  const intent = String(formData.get("intent") ?? "");

  if (intent === "search")
    return submitSlotSearch(formData, PATH, carryOf(serviceId), { organizationId: reg.organizationId });
  const choice = readSlotChoice(formData);
  if (!choice.ok) return choice.response;
  const { submission, slot } = choice;
  const client = upstream(context, request);
  const services = await getPublicServiceTypes(client, { language: context.locale, anonymous: true });
  // The upstream failed before the booking: the slot stays chosen, with the failure said on it.
  if (!services.ok) return bookingRefused(submission, { kind: "failed", failure: services });
  const service = services.data.find((s) => s.id === serviceId) ?? null;
  const outcome = await bookSlot(client, {
    slot,
    patientId: reg.patientId,
    serviceTypeId: service?.id,
    pass: passOf(reg),
  });
  switch (outcome.kind) {
    case "booked":
      return redirectWithFlash(context, `${PATH}?${new URLSearchParams({ booked: outcome.task.id })}`, {
        kind: "success",
        key: "patient:registration.booked",
      });
    case "unchanged":
    case "taken":
    case "failed":
      return bookingRefused(submission, outcome);
  }
}

function Start() {
  const { t } = useTranslation("patient");
  return (
    <>
      <PageHeading>{t("registration.servicesTitle")}</PageHeading>
      <p className="mt-4 text-lg">{t("registration.startIntro")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/patient-registration" className={buttonClass("primary")}>
          {t("registration.registerLink")}
        </Link>
        <Link to="/login?r=ps" className={buttonClass("secondary")}>
          {t("registration.signIn")}
        </Link>
      </div>
    </>
  );
}

export default function RegistrationServices() {
  const { t } = useTranslation("patient");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  let content: React.ReactNode;
  switch (loaderData.step) {
    case "start":
      content = <Start />;
      break;
    case "booked":
      content = (
        <>
          <PageHeading>{t("registration.bookedTitle")}</PageHeading>
          <p className="mt-4 text-lg">{t("registration.bookedIntro", { name: loaderData.name })}</p>
          {loaderData.booked ? (
            <div className="mt-4 rounded border-2 border-green-700 bg-green-50 p-4">
              <p className="font-bold">{loaderData.booked.name}</p>
              {loaderData.booked.dueDate ? (
                <p>
                  <When instant={loaderData.booked.dueDate} timeZone={loaderData.booked.timeZone} />
                </p>
              ) : null}
              {loaderData.booked.clinic ? <p>{loaderData.booked.clinic}</p> : null}
            </div>
          ) : null}
          <p className="mt-6">{t("registration.signInToManage")}</p>
          <p className="mt-3">
            <Link to="/login" className={buttonClass("primary")}>
              {t("registration.signIn")}
            </Link>
          </p>
        </>
      );
      break;
    case "services":
      content = (
        <>
          <PageHeading>{t("registration.servicesTitle")}</PageHeading>
          <p className="mt-2 text-lg">
            {t("registration.welcome", { name: loaderData.name, organization: loaderData.organization })}
          </p>
          <p className="mt-2 text-slate-700">{t("registration.servicesIntro")}</p>
          <ServiceList
            label={t("registration.servicesTitle")}
            services={loaderData.services}
            actionLabel={(name) => t("registration.choose", { name })}
          />
        </>
      );
      break;
    case "book":
      content = (
        <>
          <PageHeading>{t("registration.bookTitle")}</PageHeading>
          <p className="mt-2 text-lg font-semibold">
            {t("schedule.forService", { service: loaderData.service.name })}
          </p>
          <p className="mt-1">{t("schedule.bookingFor", { name: loaderData.name })}</p>
          <SlotSearchForm
            constraint={loaderData.constraints.search}
            lastResult={actionData?.form === "search" ? actionData.result : null}
            defaults={loaderData.defaults}
            testingTypes={loaderData.testingTypes as TestingType[]}
            manufacturers={loaderData.manufacturers}
            organizations={[]}
            organizationFixed
            openDays={loaderData.openDays}
            carry={loaderData.carry}
          />
          {loaderData.resultsFailed ? (
            <p role="alert" className="mt-6 border-l-4 border-red-700 bg-red-50 p-3 font-semibold">
              {t("schedule.resultsFailed")}
            </p>
          ) : null}
          {loaderData.results ? (
            <SlotResults
              constraint={loaderData.constraints.book}
              results={loaderData.results}
              search={{ ...loaderData.search, organizationId: loaderData.organizationId }}
              lastResult={actionData?.form === "book" ? actionData.result : null}
              carry={loaderData.carry}
              submitLabel={t("schedule.bookSubmit")}
            />
          ) : null}
        </>
      );
      break;
  }
  return <PublicLayout>{content}</PublicLayout>;
}
