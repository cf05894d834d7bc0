import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CarePlanTabs } from "~/components/care-plans/plan-table";
import { therapyFigures } from "~/components/care-plans/therapy-figures";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { ListView, useListState } from "~/components/list/list-view";
import { Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import {
  ORGANIZATION_ENTITY,
  TASK_TYPES,
  THERAPY_LIST,
  taskTypeName,
  type TaskTypeName,
} from "~/domain/care-plans";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { listTherapyTypes } from "~/upstream/care-plans.server";
import { therapyChangeTest } from "./__therapies.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:therapies.title" };

/** Therapy types (GET /api/meta/therapy): the meta data a task's therapy comes from. */
export const loader = guarded("carePlans.read", async ({ request, context, session, client }) => {
  const query = readListQuery(context, request, THERAPY_LIST);
  const taskType = query.filters.taskType as TaskTypeName | undefined;
  const ours = query.filters.owner === "organization" ? session.account.organizationId : undefined;
  const result = await listTherapyTypes(client, {
    page: query.page,
    size: query.size,
    name: query.filters.name,
    taskTypeId: taskType ? TASK_TYPES[taskType] : undefined,
    ...(ours ? { entityType: ORGANIZATION_ENTITY, entityId: ours } : {}),
  });
  const list = orThrow(result, context);
  const mayChange = await therapyChangeTest(context, request, session);
  return {
    query,
    saved: showsSaved(context, THERAPY_LIST, query),
    list,
    // A row's change links only where they lead somewhere: its type is the user's to change.
    changeable: list.content.filter(mayChange).map((therapy) => therapy.id),
    mine: session.account.isPerformer,
    // Everything ours may go at once, from the list that shows exactly those.
    deleteOurs: Boolean(ours) && list.totalElements > 0,
  };
});

export const action = guarded("carePlans.read", async ({ request, context }) =>
  saveListQuery(context, request, THERAPY_LIST),
);

export default function TherapyTypes() {
  const { t } = useTranslation("carePlans");
  const { query, saved, list, changeable, mine, deleteOurs } = useLoaderData<typeof loader>();
  const mayEdit = useCan("carePlans.edit");
  const state = useListState(THERAPY_LIST, query);
  const filtered = Object.keys(query.filters).length > 0;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("therapies.title")}</PageHeading>
        {mayEdit ? (
          <Link to="/provider/care-plans/therapies/new" className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("therapies.create")}
          </Link>
        ) : null}
      </div>
      <CarePlanTabs mine={mine} />
      {mayEdit && deleteOurs ? (
        <p className="mt-4">
          <Link
            to="/provider/care-plans/therapies/delete-ours"
            className={`${buttonClass("secondary")} text-red-800`}
          >
            <Icon name="trash" />
            {t("therapies.deleteOurs")}
          </Link>
        </p>
      ) : null}
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("therapies.filters")}
        empty={filtered ? t("list.emptyFiltered") : t("therapies.empty")}
        caption={t("therapies.caption")}
        head={
          <>
            <Th>{t("therapies.name")}</Th>
            <Th>{t("task.type")}</Th>
            <Th>{t("therapies.figures")}</Th>
            {mayEdit ? <Th>{t("therapies.actions")}</Th> : null}
          </>
        }
      >
        {list.content.map((therapy) => {
          const type = taskTypeName(therapy.taskTypeId);
          const figures = therapyFigures(t, therapy);
          return (
            <tr key={therapy.id}>
              <Td className="font-semibold">{therapy.name}</Td>
              <Td>{type ? t(`taskTypes.${type}`) : ""}</Td>
              <Td>{figures.join(t("separator"))}</Td>
              {mayEdit ? (
                <Td>
                  {changeable.includes(therapy.id) ? (
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`/provider/care-plans/therapies/${encodeURIComponent(therapy.id)}/edit`}
                        className={buttonClass("secondary")}
                        aria-label={t("actions.editNamed", { name: therapy.name })}
                      >
                        {t("actions.edit")}
                      </Link>
                      <Link
                        to={`/provider/care-plans/therapies/${encodeURIComponent(therapy.id)}/image`}
                        className={buttonClass("secondary")}
                        aria-label={t("therapies.pictureNamed", { name: therapy.name })}
                      >
                        {t("therapies.picture")}
                      </Link>
                      <Link
                        to={`/provider/care-plans/therapies/${encodeURIComponent(therapy.id)}/files`}
                        className={buttonClass("secondary")}
                        aria-label={t("therapies.filesNamed", { name: therapy.name })}
                      >
                        {t("therapies.files")}
                      </Link>
                      <Link
                        to={`/provider/care-plans/therapies/${encodeURIComponent(therapy.id)}/delete`}
                        className={`${buttonClass("secondary")} text-red-800`}
                        aria-label={t("actions.deleteNamed", { name: therapy.name })}
                      >
                        {t("actions.delete")}
                      </Link>
                    </div>
                  ) : null}
                </Td>
              ) : null}
            </tr>
          );
        })}
      </ListView>
    </>
  );
}
