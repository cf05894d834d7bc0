import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { isPatientAccount } from "@contract/privileges";
import { getSession } from "~/session/session.server";

/** /curapatient: the patient-facing area. Its breadcrumb data is empty (spec part 1 §2). */
export const handle = { i18n: ["patient"], titleKey: "patient:landing.title", breadcrumb: () => [] };

export function loader({ context }: LoaderFunctionArgs) {
  const session = getSession(context);
  if (session && isPatientAccount(session.account)) throw redirect("/curapatient/patient/dashboard");
  return null;
}

export default function CurapatientLanding() {
  const { t } = useTranslation("patient");
  return (
    <PublicLayout>
      <PageHeading>{t("landing.title")}</PageHeading>
      <p className="mt-3 text-lg">{t("landing.intro")}</p>
      <ul className="mt-6 space-y-3">
        <li>
          <Link to="/login" className={`${buttonClass("primary")} w-full`}>
            <Icon name="lock" />
            {t("landing.signIn")}
          </Link>
        </li>
        <li>
          <Link to="/patient-registration" className={`${buttonClass("secondary")} w-full`}>
            <Icon name="user" />
            {t("landing.register")}
          </Link>
        </li>
        <li>
          <Link to="/patient-screening" className={`${buttonClass("secondary")} w-full`}>
            <Icon name="clipboard" />
            {t("landing.screening")}
          </Link>
        </li>
      </ul>
    </PublicLayout>
  );
}
