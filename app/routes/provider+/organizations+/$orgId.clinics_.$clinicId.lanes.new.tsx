import { useTranslation } from "react-i18next";
import { LanePage } from "~/components/clinic-setup/lane-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { clinicDayPath, isQuarterHour } from "~/domain/clinic-day";
import { formatLongDate } from "~/domain/format";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import {
  clinicCrumbs,
  clinicInView,
  dayOf,
  laneFormOptions,
  signedOffDay,
  submitLane,
} from "./__clinic-setup.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["clinicSetup", "provider"], breadcrumb: crumbsFrom };

/** Adds one lane to the clinic's day; the grid's pick arrives as `start` and `end`. */
export const loader = guarded(
  "clinicSetup.edit",
  async (args) => {
    const scope = await clinicInView(args, "clinicSetup.edit");
    const day = dayOf(args.request, scope);
    const query = new URL(args.request.url).searchParams;
    const [options, t, signedOff] = await Promise.all([
      laneFormOptions(args, scope, day),
      getT(args.context.locale, "clinicSetup"),
      signedOffDay(args, scope, day),
    ]);
    const start = query.get("start");
    const end = query.get("end");
    const title = t("lane.addTitle", {
      clinic: scope.clinic.name,
      date: formatLongDate(day, args.context.locale),
    });
    return {
      pageTitle: title,
      crumbs: await clinicCrumbs(args, scope, day, t("lane.add")),
      ...options,
      cancelHref: clinicDayPath(scope.orgId, scope.clinic.id, day),
      signedOff,
      defaultValue: {
        startTime: isQuarterHour(start) ? start : "08:00",
        endTime: isQuarterHour(end) ? end : "09:00",
        capacity: "12",
        slotMinutes: "15",
      },
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "clinicSetup.edit",
  async (args) => {
    const [scope, kept] = await readKeepingForm(args.request, () => clinicInView(args, "clinicSetup.edit"));
    if (kept) return kept;
    return submitLane(args, scope, dayOf(args.request, scope), null);
  },
  { orgParam: "orgId" },
);

export default function NewLane() {
  const { t } = useTranslation("clinicSetup");
  return <LanePage submitLabel={t("lane.add")} />;
}
