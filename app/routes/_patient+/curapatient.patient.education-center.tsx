import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { actionFlash, redirectWithFlash } from "~/http/outcome.server";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { patientScope } from "./__patient-area.server";
import { getCarePlan } from "~/upstream/patients.server";
import { completeTask } from "~/upstream/tasks.server";

export const handle = { i18n: ["patient"], titleKey: "patient:education.title" };

const PATH = "/curapatient/patient/education-center";

/** The education tasks and content of the care plan (GET /api/patients/{id}/carePlan). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const plan = await getCarePlan(scope.client, scope.targetId);
  const items = plan.ok
    ? plan.data.tasks
        .filter((task) => (task.taskType ?? "").toUpperCase() === "EDUCATION" || task.taskTypeId === 3)
        .map((task) => ({
          id: task.id,
          title: task.education?.title ?? task.name ?? "",
          summary: task.education?.summary ?? null,
          body: (task.education?.body ?? "").split(/\n{2,}/).filter(Boolean),
          done: task.status === "COMPLETED",
        }))
    : [];
  return {
    planName: plan.ok ? (plan.data.name ?? null) : null,
    items,
    failed: !plan.ok && plan.status !== 404,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const taskId = String((await request.formData()).get("taskId") ?? "");
  const result = taskId ? await completeTask(scope.client, taskId) : null;
  return redirectWithFlash(
    context,
    PATH,
    actionFlash(result, { success: "patient:education.marked", failure: "common:errors.generic" }),
  );
}

export default function EducationCenter() {
  const { t } = useTranslation("patient");
  const { items, planName, failed } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("education.title")}</PageHeading>
      {planName ? <p className="mt-2 text-slate-700">{t("education.fromPlan", { plan: planName })}</p> : null}
      {failed ? (
        <p className="mt-4 border-l-4 border-amber-600 bg-amber-50 p-3">
          {t("dashboard.sectionUnavailable")}
        </p>
      ) : null}
      {!failed && items.length === 0 ? <p className="mt-4">{t("education.none")}</p> : null}
      <ul className="mt-6 space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            <article aria-labelledby={`edu-${item.id}`} className="rounded border-2 border-slate-300 p-4">
              <h2 id={`edu-${item.id}`} className="text-lg font-bold">
                {item.title}
              </h2>
              {item.summary ? <p className="mt-1 font-semibold text-slate-700">{item.summary}</p> : null}
              {item.body.map((paragraph, index) => (
                <p key={index} className="mt-2">
                  {paragraph}
                </p>
              ))}
              <div className="mt-3">
                {item.done ? (
                  <p className="font-semibold text-green-800">
                    <Icon name="check" className="mr-1 inline h-5 w-5" />
                    {t("education.done")}
                  </p>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="taskId" value={item.id} />
                    <button type="submit" className={buttonClass("secondary")}>
                      {t("education.markDone")}
                      <span className="sr-only">: {item.title}</span>
                    </button>
                  </Form>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
