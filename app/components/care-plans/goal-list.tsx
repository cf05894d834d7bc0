import { Form, Link } from "@remix-run/react";
import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useOffered } from "../use-offered";
import {
  EDITABLE_GOAL_STATUSES,
  TEAM_TASK_TYPE_ID,
  goalIsReadOnly,
  taskTypeName,
  type GoalView,
  type TaskView,
} from "~/domain/care-plans";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { formatDisplayDate } from "~/domain/format";
import { withLabelCache } from "~/i18n/label-cache";
import { DeleteControl } from "../delete-confirmation";
import { SubmitButton, buttonClass } from "../forms";
import { Icon } from "../icons";
import { ImageWithFallback } from "../image-with-fallback";
import { useHydrated } from "../use-hydrated";

const InlineGoalEditor = lazy(() =>
  import("./inline-editors").then((m) => ({ default: m.InlineGoalEditor })),
);
const InlineTaskEditor = lazy(() =>
  import("./inline-editors").then((m) => ({ default: m.InlineTaskEditor })),
);

/**
 * A link to a form's own page without JS; with JS, a button that opens the same form in place
 * (the editor is loaded on first use). `editor` gets the function that closes it.
 */
function EditInPlace({
  href,
  label,
  className,
  children,
  editor,
}: {
  href: string;
  label: string;
  className: string;
  children: ReactNode;
  editor: (close: () => void) => ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Only until hydration (and always without JS): a plain anchor, not a Remix Link. The client
  // never navigates through it, and a Link costs about 10 µs of server render; a care plan shows
  // two of these per task (decision 049).
  if (!hydrated)
    return (
      <a href={href} className={className} aria-label={label}>
        {children}
      </a>
    );
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {children}
      </button>
      {open ? (
        <div className="basis-full">
          <Suspense fallback={null}>{editor(close)}</Suspense>
        </div>
      ) : null}
    </>
  );
}

/** What the delete confirmation of a task shows: its name and what goes with it. */
export function TaskDeleteSummary({
  data,
}: {
  data: DeleteConfirmationBase & { taskName: string; subtasks: number };
}) {
  const { t } = useTranslation("carePlans");
  return (
    <>
      <p className="text-lg">{t("deleteTask.question", { name: data.taskName })}</p>
      {data.subtasks > 0 ? (
        <p className="mt-2">{t("deleteTask.subtasks", { count: data.subtasks })}</p>
      ) : null}
    </>
  );
}

function MoveButtons({
  intent,
  field,
  id,
  label,
  first,
  last,
}: {
  intent: string;
  field: string;
  id: string;
  label: string;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation("carePlans");
  return (
    <>
      {first ? null : (
        <Form method="post" className="inline">
          <input type="hidden" name={field} value={id} />
          <input type="hidden" name="direction" value="up" />
          <SubmitButton
            intent={intent}
            variant="secondary"
            aria-label={t("actions.moveUpNamed", { name: label })}
          >
            {t("actions.moveUp")}
          </SubmitButton>
        </Form>
      )}
      {last ? null : (
        <Form method="post" className="inline">
          <input type="hidden" name={field} value={id} />
          <input type="hidden" name="direction" value="down" />
          <SubmitButton
            intent={intent}
            variant="secondary"
            aria-label={t("actions.moveDownNamed", { name: label })}
          >
            {t("actions.moveDown")}
          </SubmitButton>
        </Form>
      )}
    </>
  );
}

function TaskRow({
  task,
  t,
  planPath,
  editable,
  teamActions,
  printable,
  first,
  last,
}: {
  task: TaskView;
  /** The list's `t`, which translates each fixed label once for all rows. */
  t: TFunction;
  planPath: string;
  editable: boolean;
  teamActions: boolean;
  printable: boolean;
  first: boolean;
  last: boolean;
}) {
  // A backend without the app's attachment reads has no picture to show (issue 39).
  const imagesOffered = useOffered("carePlans.therapyAttachment");
  const type = taskTypeName(task.taskTypeId);
  const details = [
    // The kind beside its task type: "Education (Cooking class)".
    type && task.subTypeName
      ? t("task.typeWithKind", { type: t(`taskTypes.${type}`), kind: task.subTypeName })
      : type
        ? t(`taskTypes.${type}`)
        : (task.subTypeName ?? null),
    task.count && task.count > 1 ? t("task.times", { count: task.count }) : null,
    task.therapyType?.name ?? null,
    task.location?.name ?? null,
    task.performer?.name ?? null,
    task.dueDate ? t("task.due", { date: formatDisplayDate(task.dueDate) }) : null,
  ].filter(Boolean);
  const status = task.status ?? "PENDING";
  const isTeamTask = task.taskTypeId === TEAM_TASK_TYPE_ID;
  return (
    <li
      id={`task-${task.id}`}
      className={`rounded border-2 border-slate-300 p-3 ${task.parentTaskId ? "ml-8" : ""}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="flex items-center gap-3 font-semibold">
          {task.imageHref && imagesOffered ? (
            // The task's name follows: the picture adds nothing a screen reader needs.
            <ImageWithFallback src={task.imageHref} alt="" width={48} />
          ) : null}
          <span>
            {task.parentTaskId ? <span className="sr-only">{t("task.subtaskOf")} </span> : null}
            {task.name}
          </span>
        </p>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">
          {t(`taskStatuses.${status}`, { defaultValue: status })}
        </span>
      </div>
      {details.length ? <p className="text-sm text-slate-700">{details.join(t("separator"))}</p> : null}
      {task.observationGoals.length ? (
        <ul className="mt-1 text-sm">
          {task.observationGoals.map((goal, index) => (
            <li key={index}>
              {t("task.observationGoal", {
                type: goal.observationType.name ?? "",
                target: goal.targetValue ?? t("task.noTarget"),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {teamActions && isTeamTask && status !== "COMPLETED" ? (
          <Form method="post" className="inline">
            <input type="hidden" name="taskId" value={task.id} />
            <SubmitButton intent="complete-task" aria-label={t("actions.completeNamed", { name: task.name })}>
              {t("actions.complete")}
            </SubmitButton>
          </Form>
        ) : null}
        {teamActions && isTeamTask && status !== "ACTIVE" && status !== "COMPLETED" ? (
          <Form method="post" className="inline">
            <input type="hidden" name="taskId" value={task.id} />
            <SubmitButton
              intent="activate-task"
              variant="secondary"
              aria-label={t("actions.activateNamed", { name: task.name })}
            >
              {t("actions.activate")}
            </SubmitButton>
          </Form>
        ) : null}
        {printable ? null : (
          <Link
            to={`${planPath}/tasks/${encodeURIComponent(task.id)}/observations`}
            className={buttonClass("secondary")}
            aria-label={t("actions.observationsNamed", { name: task.name })}
          >
            {t("actions.observations")}
          </Link>
        )}
        {editable ? (
          <>
            <MoveButtons
              intent="move-task"
              field="taskId"
              id={task.id}
              label={task.name}
              first={first}
              last={last}
            />
            <EditInPlace
              href={`${planPath}/tasks/${encodeURIComponent(task.id)}/edit`}
              className={buttonClass("secondary")}
              label={t("actions.editNamed", { name: task.name })}
              editor={(close) => (
                <InlineTaskEditor
                  href={`${planPath}/tasks/${encodeURIComponent(task.id)}/edit`}
                  isSubtask={Boolean(task.parentTaskId)}
                  submitLabel={t("task.save")}
                  onClose={close}
                />
              )}
            >
              {t("actions.edit")}
            </EditInPlace>
            {task.parentTaskId ? null : (
              <EditInPlace
                href={`${planPath}/tasks/new?${new URLSearchParams({ parentTaskId: task.id })}`}
                className={buttonClass("secondary")}
                label={t("actions.addSubtaskNamed", { name: task.name })}
                editor={(close) => (
                  <InlineTaskEditor
                    href={`${planPath}/tasks/new?${new URLSearchParams({ parentTaskId: task.id })}`}
                    isSubtask
                    submitLabel={t("task.add")}
                    onClose={close}
                  />
                )}
              >
                {t("actions.addSubtask")}
              </EditInPlace>
            )}
            <DeleteControl
              href={`${planPath}/tasks/${encodeURIComponent(task.id)}/delete`}
              Summary={TaskDeleteSummary}
            >
              <Icon name="trash" />
              <span aria-hidden="true">{t("actions.delete")}</span>
              <span className="sr-only">{t("actions.deleteNamed", { name: task.name })}</span>
            </DeleteControl>
          </>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The plan's goals, each with its tasks by week (spec part 1 §3 `groupedTasks`). A read-only goal
 * (any status but ACTIVE and INACTIVE) shows no controls; team tasks of a patient's plan can be
 * completed and activated.
 */
export function GoalList({
  goals,
  planPath,
  mayEdit,
  teamActions,
  printable = false,
}: {
  goals: GoalView[];
  planPath: string;
  mayEdit: boolean;
  teamActions: boolean;
  /** The printable summary: the plan without any control or link. */
  printable?: boolean;
}) {
  const { t: plainT } = useTranslation("carePlans");
  const t = useMemo(() => withLabelCache(plainT), [plainT]);
  if (goals.length === 0) return <p className="mt-4">{t("overview.noGoals")}</p>;
  return (
    <ol className="mt-4 space-y-6">
      {goals.map((goal, goalIndex) => {
        const readOnly = goalIsReadOnly(goal.goalStatus);
        const editable = mayEdit && !readOnly;
        const status = goal.goalStatus ?? EDITABLE_GOAL_STATUSES[0];
        return (
          <li key={goal.id} id={`goal-${goal.id}`} className="rounded border-2 border-slate-400 p-4">
            <section aria-labelledby={`goal-${goal.id}-title`}>
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id={`goal-${goal.id}-title`} className="text-xl font-bold">
                  {goal.name}
                </h2>
                <span className="text-sm font-semibold">
                  {t(`goalStatuses.${status}`, { defaultValue: status })}
                  {readOnly ? `${t("separator")}${t("overview.readOnly")}` : ""}
                </span>
              </div>
              {editable ? (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <EditInPlace
                    href={`${planPath}/tasks/new?${new URLSearchParams({ goalId: goal.id })}`}
                    className={buttonClass("primary")}
                    label={t("actions.addTaskNamed", { name: goal.name })}
                    editor={(close) => (
                      <InlineTaskEditor
                        href={`${planPath}/tasks/new?${new URLSearchParams({ goalId: goal.id })}`}
                        isSubtask={false}
                        submitLabel={t("task.add")}
                        onClose={close}
                      />
                    )}
                  >
                    <Icon name="plus" />
                    {t("actions.addTask")}
                  </EditInPlace>
                  <EditInPlace
                    href={`${planPath}/goals/${encodeURIComponent(goal.id)}/edit`}
                    className={buttonClass("secondary")}
                    label={t("actions.editGoalNamed", { name: goal.name })}
                    editor={(close) => (
                      <InlineGoalEditor
                        href={`${planPath}/goals/${encodeURIComponent(goal.id)}/edit`}
                        onClose={close}
                      />
                    )}
                  >
                    {t("actions.editGoal")}
                  </EditInPlace>
                  <MoveButtons
                    intent="move-goal"
                    field="goalId"
                    id={goal.id}
                    label={goal.name}
                    first={goalIndex === 0}
                    last={goalIndex === goals.length - 1}
                  />
                </div>
              ) : null}
              {goal.groupedTasks.length === 0 ? (
                <p className="mt-3 text-slate-700">{t("overview.noTasks")}</p>
              ) : (
                goal.groupedTasks.map((group) => (
                  <div key={group.week} className="mt-4">
                    <h3 className="font-bold">{t("overview.week", { week: group.week })}</h3>
                    <ul className="mt-2 space-y-2">
                      {group.tasks.map((task, index) => (
                        <TaskRow
                          key={task.id}
                          task={task}
                          t={t}
                          planPath={planPath}
                          editable={editable}
                          teamActions={teamActions && mayEdit}
                          printable={printable}
                          first={index === 0}
                          last={index === group.tasks.length - 1}
                        />
                      ))}
                    </ul>
                  </div>
                ))
              )}
            </section>
          </li>
        );
      })}
    </ol>
  );
}
