import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { ProviderPhoto } from "~/components/providers/provider-tabs";
import { ListView, useListState } from "~/components/list/list-view";
import { Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { PROVIDER_LIST, licenceKey, providerPath, providerPhotoSrc } from "~/domain/providers";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { listProviders, listSpecialties } from "~/upstream/providers.server";
import { getPublicServiceTypes } from "~/upstream/services.server";

export const handle = { i18n: ["providers"], titleKey: "providers:title" };

const EMPTY_PAGE = { content: [], totalElements: 0, totalPages: 1, number: 0, size: 20 };

/**
 * The providers of the user's organization tree (spec part 2 §2, decision 038): search by name,
 * specialty and service type in the query, paged by the upstream; each row with the photo at the
 * profile width (the empty image without one), specialties and licence type.
 */
export const loader = guarded("providers.read", async ({ request, context, session, client }) => {
  const query = readListQuery(context, request, PROVIDER_LIST);
  const orgId = session.account.organizationId;
  const [result, specialties, serviceTypes] = await Promise.all([
    orgId
      ? listProviders(client, {
          organizationId: orgId,
          name: query.filters.name,
          specialty: query.filters.specialty,
          serviceTypeId: query.filters.serviceType,
          page: query.page,
          size: query.size,
        })
      : null,
    listSpecialties(client),
    getPublicServiceTypes(client, { language: context.locale }),
  ]);
  const list = result ? orThrow(result, context) : EMPTY_PAGE;
  return {
    query,
    saved: showsSaved(context, PROVIDER_LIST, query),
    list: {
      ...list,
      content: list.content.map((p) => ({
        id: p.id,
        name: p.name,
        organizationName: p.organizationName ?? "",
        specialties: p.specialties,
        licenceType: p.licenceType ?? null,
        photoSrc: providerPhotoSrc(p.id, p.photo),
      })),
    },
    // A list that cannot be read offers a text box instead of a select.
    choices: {
      specialty: specialties.ok
        ? specialties.data.content.map((s) => ({ value: s.name, label: s.name }))
        : [],
      serviceType: serviceTypes.ok ? serviceTypes.data.map((s) => ({ value: s.id, label: s.name })) : [],
    },
  };
});

export const action = guarded("providers.read", async ({ request, context }) =>
  saveListQuery(context, request, PROVIDER_LIST),
);

export default function Providers() {
  const { t } = useTranslation("providers");
  const { query, saved, list, choices } = useLoaderData<typeof loader>();
  const mayEdit = useCan("providers.edit");
  const state = useListState(PROVIDER_LIST, query, choices);
  const filtered = Object.keys(query.filters).length > 0;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("title")}</PageHeading>
        {mayEdit ? (
          <Link to="/provider/providers/new" className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("create")}
          </Link>
        ) : null}
      </div>
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("list.filters")}
        empty={filtered ? t("list.emptyFiltered") : t("list.empty")}
        caption={t("list.caption")}
        head={
          <>
            <Th>{t("list.photo")}</Th>
            <Th>{t("fields.name")}</Th>
            <Th>{t("fields.specialties")}</Th>
            <Th>{t("fields.licenceType")}</Th>
          </>
        }
      >
        {list.content.map((provider) => (
          <tr key={provider.id}>
            <Td>
              <ProviderPhoto provider={provider} />
            </Td>
            <Td>
              <Link to={providerPath(provider.id)} className="font-semibold underline">
                {provider.name}
              </Link>
              {provider.organizationName ? (
                <span className="block text-sm text-slate-700">{provider.organizationName}</span>
              ) : null}
            </Td>
            <Td>{provider.specialties.join(t("separator"))}</Td>
            <Td>
              {provider.licenceType ? t(`licence.${licenceKey(provider.licenceType)}`) : t("licence.none")}
            </Td>
          </tr>
        ))}
      </ListView>
    </>
  );
}
