import {
  observationsToDo,
  RESULT_VALUES,
  SELF_REPORTED_RESULTS,
  type SelfReportedResult,
} from "~/domain/patient-results";
import type { RequestContext } from "~/load-context.server";
import {
  getObservationList,
  markObservationChecked,
  reportObservationValue,
} from "~/upstream/observations.server";
import type { PatientScope } from "./__patient-area.server";

/** A report that did not go through: shown under its choices, the chosen one kept. */
export interface ObservationRefusal {
  status: 400 | 502;
  observationId: string;
  result: SelfReportedResult | null;
  errorKey: string;
}

const isSelfReported = (value: unknown): value is SelfReportedResult =>
  SELF_REPORTED_RESULTS.includes(value as SelfReportedResult);

/**
 * The home's observation actions (decision 045): mark a new result read, report a home test's
 * result. Answers null for any other intent, "done" once the outcome is in the flash, or the
 * refusal to show. The observation must be one of the patient's own still to do, re-read from the
 * upstream, so a stale or forged id changes nothing.
 */
export async function observationAction(
  scope: PatientScope,
  context: RequestContext,
  form: FormData,
): Promise<null | "done" | ObservationRefusal> {
  const intent = form.get("intent");
  if (intent !== "observation-read" && intent !== "observation-report") return null;
  const observationId = String(form.get("observation") ?? "");
  const chosen = form.get("result");
  const result = isSelfReported(chosen) ? chosen : null;
  if (scope.actingFor) {
    context.jar.setFlash({ kind: "warn", key: "patient:dashboard.todo.ownOnly" });
    return "done";
  }
  if (intent === "observation-report" && !result)
    return { status: 400, observationId, result: null, errorKey: "patient:dashboard.todo.chooseResult" };

  const list = await getObservationList(scope.client);
  if (!list.ok) {
    if (intent === "observation-report")
      return { status: 502, observationId, result, errorKey: "patient:dashboard.todo.reportFailed" };
    context.jar.setFlash({ kind: "error", key: "patient:dashboard.todo.readFailed" });
    return "done";
  }
  const kind = intent === "observation-read" ? "read" : "report";
  const item = observationsToDo(list.data).find((o) => o.id === observationId && o.kind === kind);
  if (!item) {
    context.jar.setFlash({ kind: "warn", key: "patient:dashboard.todo.gone" });
    return "done";
  }

  if (kind === "read") {
    const marked = await markObservationChecked(scope.client, item.id);
    context.jar.setFlash(
      marked.ok
        ? { kind: "success", key: "patient:dashboard.todo.readDone", params: { name: item.name } }
        : { kind: "error", key: "patient:dashboard.todo.readFailed" },
    );
    return "done";
  }
  const reported = await reportObservationValue(scope.client, item.id, RESULT_VALUES[result!]);
  if (!reported.ok)
    return {
      status: reported.kind === "validation" || reported.kind === "conflict" ? 400 : 502,
      observationId,
      result,
      errorKey:
        reported.kind === "validation" || reported.kind === "conflict"
          ? "patient:dashboard.todo.reportRefused"
          : "patient:dashboard.todo.reportFailed",
    };
  context.jar.setFlash({
    kind: "success",
    key: "patient:dashboard.todo.reported",
    params: { name: item.name },
  });
  return "done";
}
