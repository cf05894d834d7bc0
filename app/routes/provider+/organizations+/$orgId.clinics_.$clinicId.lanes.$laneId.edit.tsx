import { useTranslation } from "react-i18next";
import { LanePage } from "~/components/clinic-setup/lane-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { clinicDayPath, laneTimes } from "~/domain/clinic-day";
import { formatLongDate } from "~/domain/format";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import {
  clinicCrumbs,
  clinicInView,
  laneFormOptions,
  laneAndDay,
  signedOffDay,
  submitLane,
} from "./__clinic-setup.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["clinicSetup", "provider"], breadcrumb: crumbsFrom };

/** Changes one lane of the clinic: its host, times, capacity and vaccine. */
export const loader = guarded(
  "clinicSetup.edit",
  async (args) => {
    const scope = await clinicInView(args, "clinicSetup.edit");
    const { lane, day } = await laneAndDay(args, scope);
    const [options, t, signedOff] = await Promise.all([
      laneFormOptions(args, scope, day),
      getT(args.context.locale, "clinicSetup"),
      signedOffDay(args, scope, day),
    ]);
    const times = laneTimes(
      { startDate: String(lane.startDate), endDate: String(lane.endDate) },
      day,
      scope.clinic.timeZone,
    );
    return {
      pageTitle: t("lane.editTitle", {
        host: lane.host?.name ?? "",
        date: formatLongDate(day, args.context.locale),
      }),
      crumbs: await clinicCrumbs(args, scope, day, t("lane.edit")),
      ...options,
      cancelHref: clinicDayPath(scope.orgId, scope.clinic.id, day),
      signedOff,
      defaultValue: {
        hostId: lane.host?.id ?? "",
        startTime: times.startTime,
        endTime: times.endTime,
        capacity: String(lane.capacity ?? ""),
        slotMinutes: String(lane.slotMinutes ?? 15),
        inventoryType: lane.inventoryType ?? "",
        manufacturer: lane.manufacturer ?? "",
      },
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "clinicSetup.edit",
  async (args) => {
    const [read, kept] = await readKeepingForm(args.request, async () => {
      const scope = await clinicInView(args, "clinicSetup.edit");
      return { scope, ...(await laneAndDay(args, scope)) };
    });
    if (kept) return kept;
    const { scope, lane, day } = read;
    return submitLane(args, scope, day, lane);
  },
  { orgParam: "orgId" },
);

export default function EditLane() {
  const { t } = useTranslation("clinicSetup");
  return <LanePage submitLabel={t("lane.save")} />;
}
