import { DeletedLanesSummary, type LanesConfirmation } from "~/components/clinic-setup/lanes-summary";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { clinicDayPath, lanePath } from "~/domain/clinic-day";
import { formatTime } from "~/domain/format";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteLane } from "~/upstream/clinic-setup.server";
import {
  afterLanesDeleted,
  clinicCrumbs,
  clinicInView,
  laneAndDay,
  signedOffDay,
} from "./__clinic-setup.server";

export const handle = { i18n: ["clinicSetup", "provider"], breadcrumb: crumbsFrom };
export const shouldRevalidate = confirmationShouldRevalidate;

/** Deleting one lane: a confirmation naming its booked patients; GET never deletes. */
export const loader = guarded(
  "clinicSetup.edit",
  async (args) => {
    const scope = await clinicInView(args, "clinicSetup.edit");
    const { lane, day } = await laneAndDay(args, scope);
    const zone = scope.clinic.timeZone;
    const [t, signedOff] = await Promise.all([
      getT(args.context.locale, "clinicSetup"),
      signedOffDay(args, scope, day),
    ]);
    const at = (instant: string | number) => formatTime(new Date(instant), zone, args.context.locale);
    const confirmation: LanesConfirmation = {
      // A signed-off day's lane is said to be so, with no delete to offer (decision 032).
      title: signedOff ? t("signOff.banner") : t("delete.title"),
      canDelete: !signedOff,
      signedOff,
      backHref: clinicDayPath(scope.orgId, scope.clinic.id, day),
      actionHref: lanePath(scope.orgId, scope.clinic.id, lane.id, "delete"),
      lanes: [
        { id: lane.id, host: lane.host?.name ?? "", times: `${at(lane.startDate)}–${at(lane.endDate)}` },
      ],
      patients: lane.patientCount ?? 0,
    };
    return {
      ...confirmation,
      pageTitle: confirmation.title,
      crumbs: await clinicCrumbs(args, scope, day, t("delete.crumb")),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "clinicSetup.edit",
  async (args) => {
    const scope = await clinicInView(args, "clinicSetup.edit");
    const { lane, day } = await laneAndDay(args, scope);
    const result = await deleteLane(scope.client, scope.clinic.id, lane.id);
    return afterLanesDeleted(args, scope, day, result);
  },
  { orgParam: "orgId" },
);

export default deletePage(DeletedLanesSummary);
