import type { SubmissionResult } from "@conform-to/react";
import { type Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { FormConstraint } from "../use-app-form";
import { GoalForm } from "./goal-form";
import { TaskForm, type TaskFormOptions } from "./task-form";

/**
 * Editing a goal or a task in place, with JS (loaded on demand, so the plan page's own JS stays
 * small). Each editor reads the same route a browser without JS opens as a page (its loader gives
 * the form's values and choices) and posts to that route's action through a fetcher: a refusal
 * comes back under the fields, a success redirects to the plan, which reloads its data, and the
 * editor closes.
 */

interface Reply {
  result?: SubmissionResult<string[]>;
}

function useRouteForm<T>(href: string, onDone: () => void) {
  const page = useFetcher<T>();
  const submit = useFetcher<Reply>();
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    page.load(href);
  }, [page, href]);
  // The reply the fetcher held when the post went; undefined while nothing is on its way.
  const sent = useRef<{ before: Reply | undefined } | undefined>(undefined);
  useEffect(() => {
    if (submit.state !== "idle") sent.current ??= { before: submit.data };
    else if (sent.current) {
      const { before } = sent.current;
      sent.current = undefined;
      // A refusal answers new errors; a success answers a redirect, which leaves the fetcher's
      // data as it was (the action's earlier refusal, if the form was refused first).
      if (!submit.data?.result || submit.data === before) onDone();
    }
  }, [submit.state, submit.data, onDone]);
  return { page, submit, FetcherForm: submit.Form as unknown as typeof Form };
}

function Loading() {
  const { t } = useTranslation("carePlans");
  return <p role="status">{t("inline.loading")}</p>;
}

export function InlineGoalEditor({ href, onClose }: { href: string; onClose: () => void }) {
  const { t } = useTranslation("carePlans");
  const { page, submit, FetcherForm } = useRouteForm<{
    defaults: { name: string; goalStatus: string };
    constraints: { goal: FormConstraint };
  }>(href, onClose);
  if (!page.data) return <Loading />;
  return (
    <div className="mt-3 rounded border-2 border-brand-700 p-4">
      <GoalForm
        constraint={page.data.constraints.goal}
        lastResult={submit.data?.result}
        defaultValue={page.data.defaults}
        submitLabel={t("goal.save")}
        cancelHref={href}
        FormComponent={FetcherForm}
        action={href}
        onCancel={onClose}
      />
    </div>
  );
}

interface TaskPage {
  constraints: { task: FormConstraint };
  options: TaskFormOptions;
  task?: Record<string, string | undefined>;
  parent?: { id: string } | null;
}

export function InlineTaskEditor({
  href,
  isSubtask,
  submitLabel,
  onClose,
}: {
  href: string;
  isSubtask: boolean;
  submitLabel: string;
  onClose: () => void;
}) {
  const { page, submit, FetcherForm } = useRouteForm<TaskPage>(href, onClose);
  if (!page.data) return <Loading />;
  const defaults = page.data.task ?? { count: "1", parentTaskId: page.data.parent?.id };
  return (
    <div className="mt-3 rounded border-2 border-brand-700 p-4">
      <TaskForm
        constraint={page.data.constraints.task}
        lastResult={submit.data?.result}
        defaultValue={defaults}
        options={page.data.options}
        isSubtask={isSubtask}
        submitLabel={submitLabel}
        cancelHref={href}
        FormComponent={FetcherForm}
        action={href}
        onCancel={onClose}
      />
    </div>
  );
}
