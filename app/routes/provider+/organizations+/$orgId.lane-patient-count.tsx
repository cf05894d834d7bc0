import { data } from "@remix-run/node";
import type { PatientCountAnswer } from "~/components/lanes/use-patient-count";
import { isValidId } from "~/domain/ids";
import { guarded } from "~/session/guards.server";
import { getPatientCount } from "~/upstream/lanes.server";
import { notFound } from "~/http/not-found.server";

/** Patients affected by a selection of lanes, for the live count of the lanes panel (JS only). */
export const loader = guarded(
  "lanes.read",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId;
    if (!isValidId(orgId)) throw notFound(context, { key: "", count: null });
    const ids = [...new Set(new URL(request.url).searchParams.getAll("lane"))]
      .filter(isValidId)
      .slice(0, 500);
    const key = ids.join(",");
    if (ids.length === 0) return { key, count: 0 } satisfies PatientCountAnswer;
    const result = await getPatientCount(client, orgId, ids);
    return data({ key, count: result.ok ? result.data.count : null } satisfies PatientCountAnswer, {
      headers: { "Cache-Control": "private, no-store" },
    });
  },
  { orgParam: "orgId" },
);
