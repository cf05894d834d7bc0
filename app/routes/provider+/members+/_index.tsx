import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { MemberTabs } from "~/components/members/member-tabs";
import { ListView, SortHeader, useListState } from "~/components/list/list-view";
import { Td, Th } from "~/components/table";
import { carePlanStatusKey } from "~/domain/care-plans";
import { formatDisplayDate, formatPercent, formatInstantDate } from "~/domain/format";
import {
  MEMBER_LIST,
  MEMBERS_ORGANIZATION_PARAM,
  addPatientPath,
  memberListParams,
  offeredChoices,
} from "~/domain/members";
import { ageOn, formatPhone, languageName } from "@contract/people";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { scopeTest } from "~/session/organization-tree.server";
import {
  readGridLayout,
  readListQuery,
  saveGridLayout,
  saveListQuery,
  showsSaved,
} from "~/session/list-preferences.server";
import { listTemplates } from "~/upstream/care-plans.server";
import { getMemberFilterValues, getMembers } from "~/upstream/members.server";
import { getBasicInfo } from "~/upstream/organizations.server";

export const handle = { i18n: ["members", "carePlans"], titleKey: "members:title" };

/** How many of the organization's templates the "care plan" filter offers. */
const TEMPLATE_CHOICES = 100;

/**
 * The members of the organization in view: the one a link names (an organization's page links
 * here with its id; the guard has checked it is in the user's scope), else the user's own. The
 * upstream filters, sorts and pages (decision 020); the page shows values a person reads.
 */
export const loader = guarded(
  "members.read",
  async ({ request, context, session, client, audit }) => {
    const isPerformer = session.account.isPerformer === true;
    const query = readListQuery(context, request, MEMBER_LIST);
    const named = query.kept[MEMBERS_ORGANIZATION_PARAM];
    const orgId = named ?? session.account.organizationId;
    const layout = readGridLayout(context, MEMBER_LIST);
    const saved = showsSaved(context, MEMBER_LIST, query);
    const empty = { content: [], number: 0, size: query.size, totalPages: 0, totalElements: 0 };
    if (!orgId)
      return {
        query,
        saved,
        layout,
        list: empty,
        scope: null,
        organization: null,
        choices: { carePlan: [] },
        isPerformer,
        addHref: null,
      };
    const [members, templates, offered, info, t, mayAddHere] = await Promise.all([
      getMembers(client, orgId, memberListParams(query)),
      listTemplates(client, orgId, { page: 0, size: TEMPLATE_CHOICES }),
      // Optional (decision 029): without it, those filters are text boxes.
      getMemberFilterValues(client, orgId),
      named ? getBasicInfo(client, orgId) : null,
      getT(context.locale, "members"),
      // Reading another tree's members does not make it one's own to add to.
      scopeTest(context, request, session, "members.edit"),
    ]);
    const result = orThrow(members, context);
    // The trail names a list's count and filter, not every patient on it (issue 43).
    audit.count(result.content.length);
    const organization = info ? { id: orgId, name: orThrow(info, context).name } : null;
    const today = new Date();
    const { locale } = context;
    // What the total counts, in words: the same patients the overview and home count (issue 38).
    const scopeName = organization?.name ?? session.account.organizationName;
    return {
      ...(organization ? { pageTitle: t("ofOrganization", { name: organization.name }) } : {}),
      scope: scopeName ? t("scope", { name: scopeName }) : null,
      query,
      saved,
      layout,
      organization,
      isPerformer,
      addHref: mayAddHere(orgId) ? addPatientPath(named) : null,
      choices: {
        ...(offered.ok ? offeredChoices(offered.data) : {}),
        carePlan: templates.ok ? templates.data.content.map((p) => ({ value: p.id, label: p.name })) : [],
      },
      list: {
        ...result,
        content: result.content.map((m) => {
          const age = ageOn(m.dateOfBirth, today);
          return {
            id: m.id,
            name: m.fullName ?? [m.firstName, m.lastName].filter(Boolean).join(" "),
            dateOfBirth: m.dateOfBirth ? formatDisplayDate(m.dateOfBirth) : "",
            age,
            gender: m.gender ?? null,
            sex: m.sex ?? null,
            phone: formatPhone(m.phoneNumber, locale),
            email: m.email ?? "",
            language: languageName(m.language, locale),
            postalCode: m.postalCode ?? "",
            // Every plan, in the upstream's order (newest first), as the record lists them.
            carePlans: (m.carePlans ?? []).map((p) => ({
              id: p.id,
              name: p.name ?? "",
              statusKey: carePlanStatusKey(p.carePlanStatus),
            })),
            profile: m.profileCompleteness != null ? formatPercent(m.profileCompleteness, locale) : "",
            lastActive: m.lastActive ? formatInstantDate(m.lastActive, context.timeZone) : "",
          };
        }),
      },
    };
  },
  { orgSearchParam: MEMBERS_ORGANIZATION_PARAM },
);

export const action = guarded("members.read", async ({ request, context }) => {
  return (
    (await saveGridLayout(context, request, MEMBER_LIST)) ?? saveListQuery(context, request, MEMBER_LIST)
  );
});

type Row = ReturnType<typeof useLoaderData<typeof loader>>["list"]["content"][number];

const LABELS = new Map(MEMBER_LIST.columns?.map((column) => [column.id, column.label]));
const SORTED = new Set(MEMBER_LIST.sort?.fields);

export default function Members() {
  const { t } = useTranslation("members");
  const { query, saved, layout, list, organization, scope, choices, isPerformer, addHref } =
    useLoaderData<typeof loader>();
  const state = useListState(MEMBER_LIST, query, choices);
  const filtered = Object.keys(query.filters).length > 0;
  const cell = (member: Row, column: string) => {
    switch (column) {
      case "fullName":
        return (
          <Link
            to={`/provider/members/${encodeURIComponent(member.id)}`}
            className="inline-flex min-h-touch items-center font-semibold underline"
          >
            {member.name}
          </Link>
        );
      case "dateOfBirth":
        return member.dateOfBirth ? (
          <>
            {member.dateOfBirth}
            {member.age !== null ? (
              <span className="text-slate-700"> {t("age", { count: member.age })}</span>
            ) : null}
          </>
        ) : (
          ""
        );
      case "gender":
        return member.gender ? t(`genders.${member.gender}`, { defaultValue: member.gender }) : "";
      case "sex":
        // Spec part 2 §3: the codes M, F, I, O, and T shown as Trans.
        return member.sex ? t(`sexes.${member.sex}`, { defaultValue: member.sex }) : "";
      case "carePlanStatus":
        return member.carePlans.length > 0 ? (
          <ul>
            {member.carePlans.map((plan) => (
              <li key={plan.id}>
                {plan.statusKey
                  ? t("planWithStatus", { name: plan.name, status: t(plan.statusKey) })
                  : plan.name}
              </li>
            ))}
          </ul>
        ) : (
          ""
        );
      default:
        return (
          member[column as "phone" | "email" | "language" | "postalCode" | "profile" | "lastActive"] ?? ""
        );
    }
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>
          {organization ? t("ofOrganization", { name: organization.name }) : t("title")}
        </PageHeading>
        {addHref ? (
          <Link to={addHref} className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("add.title")}
          </Link>
        ) : null}
      </div>
      {organization ? null : <MemberTabs isPerformer={isPerformer} />}
      {scope ? <p className="mt-2 max-w-3xl text-slate-700">{scope}</p> : null}
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("filters.label")}
        empty={filtered ? t("emptyFiltered") : t("empty")}
        caption={t("caption")}
        grid={{
          layout,
          rowKey: (member) => member.id,
          head: (column) => {
            const label = t(LABELS.get(column) ?? column);
            if (SORTED.has(column)) return <SortHeader field={column} label={label} state={state} />;
            return <Th>{label}</Th>;
          },
          cell: (member, column) => <Td>{cell(member, column)}</Td>,
        }}
      />
    </>
  );
}
