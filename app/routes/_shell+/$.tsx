import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { signOut } from "~/session/session.server";

export const handle = { titleKey: "common:notFound.title", endsSession: true };

/** Any unknown path: the page-not-found screen, which also signs the user out (spec part 1 §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await signOut(context, request);
  return data({ status: 404 }, { status: 404 });
}

export const action = loader;

export default function NotFound() {
  const { t } = useTranslation("common");
  return (
    <PublicLayout>
      <PageHeading>{t("notFound.title")}</PageHeading>
      <p className="mt-4 text-lg">{t("notFound.body")}</p>
      <p className="mt-6">
        <Link to="/login" className={buttonClass("primary")}>
          {t("notFound.signIn")}
        </Link>
      </p>
    </PublicLayout>
  );
}
