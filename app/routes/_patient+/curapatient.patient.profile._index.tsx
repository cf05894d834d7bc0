import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadLink } from "~/components/download-link";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { LANGUAGES } from "~/i18n/languages";
import { orThrow } from "~/http/outcome.server";
import { nameOf, patientScope } from "./__patient-area.server";
import { getPatient } from "~/upstream/patients.server";

export const handle = { i18n: ["patient"], titleKey: "patient:profile.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const patient = orThrow(await getPatient(scope.client, scope.targetId), context);
  const address = patient.address;
  return {
    name: nameOf(patient),
    dateOfBirth: patient.dateOfBirth ?? null,
    gender: patient.gender ?? null,
    email: patient.email ?? null,
    phoneNumber: patient.phoneNumber ?? null,
    address: address
      ? [address.address1, address.address2, address.city, address.state, address.zipcode]
          .filter(Boolean)
          .join(", ")
      : null,
    language: LANGUAGES.find((l) => l.code === patient.language)?.endonym ?? patient.language ?? null,
    languageCode: patient.language ?? null,
    // The insurance-show flag: insurance is part of the profile view.
    insurance: patient.insurance
      ? {
          payer: patient.insurance.payerName ?? patient.insurance.payerId ?? "",
          memberId: patient.insurance.memberId ?? "",
        }
      : null,
    completeness:
      typeof patient.profileCompleteness === "number" ? Math.round(patient.profileCompleteness * 100) : null,
    organizations: patient.organizations.map((o) => o.name ?? o.id),
  };
}

export default function Profile() {
  const { t } = useTranslation("patient");
  const p = useLoaderData<typeof loader>();
  const rows: Array<[string, React.ReactNode]> = [
    [t("profile.fullName"), p.name],
    [t("profile.dateOfBirth"), p.dateOfBirth],
    [t("profile.gender"), p.gender ? t(`genders.${p.gender}`, { defaultValue: p.gender }) : null],
    [t("profile.email"), p.email],
    [t("profile.phone"), p.phoneNumber],
    [t("profile.address"), p.address],
    [t("profile.language"), p.language ? <span lang={p.languageCode ?? undefined}>{p.language}</span> : null],
    [t("profile.organizations"), p.organizations.join(", ") || null],
  ];
  return (
    <>
      <PageHeading>{t("profile.title")}</PageHeading>
      {p.completeness !== null ? (
        <p className="mt-2">{t("profile.completeness", { percent: p.completeness })}</p>
      ) : null}
      <section aria-labelledby="details-heading" className="mt-4 rounded border-2 border-slate-300 p-4">
        <h2 id="details-heading" className="text-xl font-bold">
          {t("profile.details")}
        </h2>
        <dl className="mt-2 space-y-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">
                {value ?? <span className="text-slate-700">{t("profile.notGiven")}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="insurance-heading" className="mt-4 rounded border-2 border-slate-300 p-4">
        <h2 id="insurance-heading" className="text-xl font-bold">
          {t("profile.insurance")}
        </h2>
        {p.insurance ? (
          <dl className="mt-2 space-y-2">
            <div>
              <dt className="font-semibold">{t("profile.payer")}</dt>
              <dd>{p.insurance.payer}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t("profile.memberId")}</dt>
              <dd>{p.insurance.memberId}</dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2">{t("profile.noInsurance")}</p>
        )}
      </section>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/curapatient/patient/profile/edit" className={buttonClass("primary")}>
          <Icon name="pencil" />
          {t("profile.edit")}
        </Link>
        <DownloadLink
          href="/curapatient/patient/vaccination-card"
          returnTo="/curapatient/patient/profile"
          look="secondary"
        >
          {t("profile.vaccinationCard")}
        </DownloadLink>
      </div>
    </>
  );
}
