import type { TFunction } from "i18next";

interface Figures {
  weekly?: number | null;
  daily?: number | null;
  eachTime?: number | null;
  eachSet?: number | null;
  weekDays?: string[] | null;
}

/** A therapy type's figures as short phrases ("3 a week", "on Monday, Thursday"), in the user's language. */
export function therapyFigures(t: TFunction, therapy: Figures): string[] {
  return [
    therapy.weekly ? t("carePlans:therapy.weekly", { count: therapy.weekly }) : null,
    therapy.daily ? t("carePlans:therapy.daily", { count: therapy.daily }) : null,
    therapy.eachTime ? t("carePlans:therapy.eachTime", { count: therapy.eachTime }) : null,
    therapy.eachSet ? t("carePlans:therapy.eachSet", { count: therapy.eachSet }) : null,
    therapy.weekDays?.length
      ? t("carePlans:therapy.weekDays", {
          dayNames: therapy.weekDays.map((d) => t(`carePlans:weekDays.${d}`, { defaultValue: d })).join(", "),
        })
      : null,
  ].filter((part): part is string => Boolean(part));
}
