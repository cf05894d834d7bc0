import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { ErrorPage } from "~/components/error-page";
import { PatientLayout } from "~/components/layout/patient-layout";
import { requirePatient } from "~/session/guards.server";

export const handle = { i18n: ["patient"] };

export function loader({ request, context }: LoaderFunctionArgs) {
  const session = requirePatient(context, request);
  return {
    user: { displayName: session.account.displayName ?? "", area: "patient" as const },
    actingFor: session.actingFor
      ? { name: session.actingFor.name, patientId: session.actingFor.patientId }
      : null,
    patientId: session.account.patientId ?? null,
  };
}

export type PatientLoaderData = Awaited<ReturnType<typeof loader>>;

export default function PatientArea() {
  const { user, actingFor } = useLoaderData<typeof loader>();
  return (
    <PatientLayout user={user} actingFor={actingFor}>
      <Outlet />
    </PatientLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/_patient+/curapatient.patient");
  if (!data) return <ErrorPage error={error} />;
  return (
    <PatientLayout user={data.user} actingFor={data.actingFor}>
      <ErrorPage error={error} standalone={false} />
    </PatientLayout>
  );
}
