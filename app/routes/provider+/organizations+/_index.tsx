import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getBasicInfo, getBranches, getClinics } from "~/upstream/organizations.server";
import { orThrow } from "~/http/outcome.server";

export const handle = { titleKey: "provider:organizations.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = requireStaff(context, request);
  const orgId = session.account.organizationId;
  if (!orgId) return { organizations: [] };
  const client = upstream(context, request);
  const [self, branches, clinics] = await Promise.all([
    getBasicInfo(client, orgId),
    getBranches(client, orgId),
    getClinics(client, orgId),
  ]);
  const own = orThrow(self, context);
  const list = [own, ...(branches.ok ? branches.data.content : []), ...(clinics.ok ? clinics.data : [])];
  const seen = new Set<string>();
  return {
    organizations: list
      .filter((o) => (seen.has(o.id) ? false : (seen.add(o.id), true)))
      .map((o) => ({
        id: o.id,
        name: o.name,
        type: o.type ?? "",
        city: o.address?.city ?? "",
        state: o.address?.state ?? "",
        timeZone: o.timeZone ?? "",
      })),
  };
}

export default function Organizations() {
  const { t } = useTranslation("provider");
  const { organizations } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("organizations.title")}</PageHeading>
      {organizations.length === 0 ? (
        <p className="mt-4">{t("organizations.none")}</p>
      ) : (
        <Table caption={t("organizations.caption")}>
          <thead>
            <tr>
              <Th>{t("organizations.name")}</Th>
              <Th>{t("organizations.type")}</Th>
              <Th>{t("organizations.location")}</Th>
              <Th>{t("organizations.timeZone")}</Th>
            </tr>
          </thead>
          <tbody>
            {organizations.map((o) => (
              <tr key={o.id}>
                <Td>
                  <Link
                    to={`/provider/organizations/${encodeURIComponent(o.id)}`}
                    className="font-semibold underline"
                  >
                    {o.name}
                  </Link>
                </Td>
                <Td>{o.type}</Td>
                <Td>{[o.city, o.state].filter(Boolean).join(", ")}</Td>
                <Td>{o.timeZone}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
