import { DeletedLanesSummary, type LanesConfirmation } from "~/components/clinic-setup/lanes-summary";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { clinicDayPath, clinicPagePath } from "~/domain/clinic-day";
import { laneSelectionSchema } from "~/domain/clinic-setup-schemas";
import { formatDisplayDate, formatTime } from "~/domain/format";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { bulkDeleteLanes, getDayLanes } from "~/upstream/clinic-setup.server";
import { getPatientCount } from "~/upstream/lanes.server";
import {
  afterLanesDeleted,
  clinicCrumbs,
  clinicInView,
  dayOf,
  signedOffDay,
  type Args,
  type ClinicInView,
} from "./__clinic-setup.server";

export const handle = { i18n: ["clinicSetup", "provider"], breadcrumb: crumbsFrom };
export const shouldRevalidate = confirmationShouldRevalidate;

/**
 * The lanes ticked on the day (named in the URL, `laneId` once each), each an active lane of the
 * clinic on that day; none ticked goes back to the day with a message.
 */
async function ticked(args: Args, scope: ClinicInView, day: string) {
  const url = new URL(args.request.url);
  const selection = laneSelectionSchema.safeParse(url.searchParams.getAll("laneId"));
  if (!selection.success) {
    throw redirectWithFlash(args.context, clinicDayPath(scope.orgId, scope.clinic.id, day), {
      kind: "error",
      key: "clinicSetup:errors.selectLanes",
    });
  }
  const lanes = orThrow(
    await getDayLanes(scope.client, scope.clinic.id, formatDisplayDate(day)),
    args.context,
  );
  const wanted = new Set(selection.data);
  return { lanes: lanes.filter((l) => wanted.has(l.id)), query: url.search };
}

/** Deleting the ticked lanes: a confirmation that says how many booked patients they hold. */
export const loader = guarded(
  "clinicSetup.edit",
  async (args) => {
    const scope = await clinicInView(args, "clinicSetup.edit");
    const day = dayOf(args.request, scope);
    const { lanes, query } = await ticked(args, scope, day);
    const zone = scope.clinic.timeZone;
    const [count, t, signedOff] = await Promise.all([
      lanes.length
        ? getPatientCount(
            scope.client,
            scope.clinic.id,
            lanes.map((l) => l.id),
          )
        : null,
      getT(args.context.locale, "clinicSetup"),
      signedOffDay(args, scope, day),
    ]);
    const at = (instant: string | number) => formatTime(new Date(instant), zone, args.context.locale);
    const confirmation: LanesConfirmation = {
      // A signed-off day's lanes are said to be so, with no delete to offer (decision 032).
      title: signedOff ? t("signOff.banner") : t("bulk.title", { number: lanes.length }),
      canDelete: lanes.length > 0 && !signedOff,
      signedOff,
      backHref: clinicDayPath(scope.orgId, scope.clinic.id, day),
      actionHref: `${clinicPagePath(scope.orgId, scope.clinic.id, "bulk-delete")}${query}`,
      lanes: lanes.map((l) => ({
        id: l.id,
        host: l.host?.name ?? "",
        times: `${at(l.startDate)}–${at(l.endDate)}`,
      })),
      patients: count?.ok ? count.data.count : lanes.reduce((n, l) => n + (l.patientCount ?? 0), 0),
    };
    return {
      ...confirmation,
      pageTitle: confirmation.title,
      crumbs: await clinicCrumbs(args, scope, day, t("bulk.crumb")),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "clinicSetup.edit",
  async (args) => {
    const scope = await clinicInView(args, "clinicSetup.edit");
    const day = dayOf(args.request, scope);
    const { lanes } = await ticked(args, scope, day);
    const result = await bulkDeleteLanes(
      scope.client,
      scope.clinic.id,
      lanes.map((l) => l.id),
    );
    return afterLanesDeleted(args, scope, day, result);
  },
  { orgParam: "orgId" },
);

export default deletePage(DeletedLanesSummary);
