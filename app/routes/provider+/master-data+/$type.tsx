import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { NotAvailable } from "~/components/not-available";
import { masterDataType } from "~/domain/master-data";
import { getT } from "~/i18n/i18n.server";
import { notFound } from "~/http/not-found.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const type = masterDataType(params.type);
  if (!type) throw notFound(context);
  // Billing master data has full screens of its own.
  if ("managedAt" in type) throw redirect(type.managedAt);
  const t = await getT(context.locale, "provider");
  return { key: type.key, pageTitle: t(`masterData.types.${type.key}`) };
}

export default function MasterDataType() {
  const { t } = useTranslation("provider");
  const { key } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t(`masterData.types.${key}`)}</PageHeading>
      <NotAvailable />
    </>
  );
}
