import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getPerformers } from "~/upstream/organizations.server";
import { orThrow } from "~/http/outcome.server";

export const handle = { titleKey: "provider:providers.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = requireStaff(context, request);
  const orgId = session.account.organizationId;
  if (!orgId) return { providers: [] };
  const performers = orThrow(await getPerformers(upstream(context, request), orgId), context);
  return {
    providers: performers.map((p) => ({
      id: p.id,
      name: p.name,
      specialties: Array.isArray(p.specialties) ? (p.specialties as unknown[]).map(String).join(", ") : "",
    })),
  };
}

export default function Providers() {
  const { t } = useTranslation("provider");
  const { providers } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("providers.title")}</PageHeading>
      {providers.length === 0 ? (
        <p className="mt-4">{t("providers.none")}</p>
      ) : (
        <Table caption={t("providers.caption")}>
          <thead>
            <tr>
              <Th>{t("providers.name")}</Th>
              <Th>{t("providers.specialties")}</Th>
            </tr>
          </thead>
          <tbody>
            {providers.map((p) => (
              <tr key={p.id}>
                <Td className="font-semibold">{p.name}</Td>
                <Td>{p.specialties}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
