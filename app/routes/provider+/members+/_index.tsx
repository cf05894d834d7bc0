import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { Table, Td, Th } from "~/components/table";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getMembers } from "~/upstream/members.server";
import { getBasicInfo } from "~/upstream/organizations.server";
import { getT } from "~/i18n/i18n.server";
import { orThrow } from "~/http/outcome.server";

export const handle = { titleKey: "provider:members.title" };

const PAGE_SIZE = 20;
/** The query parameter naming the organization whose members are listed. */
const ORGANIZATION_PARAM = "organizationId";

/**
 * The members of the organization in view: the one a link names (an organization's overview
 * links here with its id; the guard has checked it is in the user's scope), else the user's own.
 */
export const loader = guarded(
  "members.read",
  async ({ request, context, session }) => {
    const url = new URL(request.url);
    const page = Math.max(0, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "0", 10) || 0));
    const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
    const named = url.searchParams.get(ORGANIZATION_PARAM);
    const orgId = named ?? session.account.organizationId;
    if (!orgId) return { q, organization: null, members: [], page: 0, totalPages: 1, totalElements: 0 };
    const client = upstream(context, request);
    const [members, info] = await Promise.all([
      getMembers(client, orgId, { page, size: PAGE_SIZE, fullName: q || undefined }),
      named ? getBasicInfo(client, orgId) : null,
    ]);
    const result = orThrow(members, context);
    const organization = info ? { id: orgId, name: orThrow(info, context).name } : null;
    const t = organization ? await getT(context.locale, "provider") : null;
    return {
      ...(organization && t ? { pageTitle: t("members.ofOrganization", { name: organization.name }) } : {}),
      q,
      organization,
      page: result.number,
      totalPages: result.totalPages,
      totalElements: result.totalElements,
      members: result.content.map((m) => ({
        id: m.id,
        name: m.fullName ?? [m.firstName, m.lastName].filter(Boolean).join(" "),
        dateOfBirth: m.dateOfBirth ?? "",
        gender: m.gender ?? "",
        phone: m.phoneNumber ?? "",
        language: m.language ?? "",
      })),
    };
  },
  { orgSearchParam: ORGANIZATION_PARAM },
);

export default function Members() {
  const { t } = useTranslation("provider");
  const { q, organization, members, page, totalPages, totalElements } = useLoaderData<typeof loader>();
  const clearHref = organization
    ? `/provider/members?${new URLSearchParams({ [ORGANIZATION_PARAM]: organization.id })}`
    : "/provider/members";
  return (
    <>
      <PageHeading>
        {organization ? t("members.ofOrganization", { name: organization.name }) : t("members.title")}
      </PageHeading>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search">
        {organization ? <input type="hidden" name={ORGANIZATION_PARAM} value={organization.id} /> : null}
        <div>
          <label htmlFor="members-q" className="block font-semibold">
            {t("members.search")}
          </label>
          <input
            id="members-q"
            name="q"
            defaultValue={q}
            className="mt-1 block min-h-touch w-72 max-w-full rounded border-2 border-slate-700 px-3"
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {t("common:actions.search")}
        </button>
        {q ? (
          <Link to={clearHref} className="inline-flex min-h-touch items-center underline">
            {t("common:actions.clearFilters")}
          </Link>
        ) : null}
      </Form>
      {members.length === 0 ? (
        <p className="mt-6">{t("members.none")}</p>
      ) : (
        <Table caption={t("members.caption")}>
          <thead>
            <tr>
              <Th>{t("members.name")}</Th>
              <Th>{t("members.dateOfBirth")}</Th>
              <Th>{t("members.gender")}</Th>
              <Th>{t("members.phone")}</Th>
              <Th>{t("members.language")}</Th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <Td className="font-semibold">{m.name}</Td>
                <Td>{m.dateOfBirth}</Td>
                <Td>{m.gender}</Td>
                <Td>{m.phone}</Td>
                <Td>{m.language}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={page} totalPages={totalPages} totalElements={totalElements} />
    </>
  );
}
