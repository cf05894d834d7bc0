import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/domain/format";
import { Carousel } from "../carousel";
import { buttonClass } from "../forms";

export interface ServiceView {
  id: string;
  name: string;
  description: string | null;
  price: string;
  originalPrice: string | null;
  free: boolean;
  /** The care plans the service comes with, by name. */
  carePlans?: string[];
  /** The Daily Assessment service: its card opens the daily assessments instead of booking. */
  daily?: boolean;
  href: string;
}

/**
 * Service cards in a carousel: name, description, price (free services at 0 with the original
 * struck through).
 */
export function ServiceList({
  label,
  services,
  actionLabel,
}: {
  label: string;
  services: ServiceView[];
  actionLabel: (name: string) => string;
}) {
  const { t, i18n } = useTranslation("patient");
  const locale = i18n.language;
  return (
    <Carousel
      label={label}
      items={services}
      itemKey={(s) => s.id}
      renderItem={(s) => (
        <div className="h-full rounded border-2 border-slate-300 p-4">
          <h2 className="text-lg font-bold">{s.name}</h2>
          {s.description ? <p className="mt-1 text-slate-700">{s.description}</p> : null}
          <p className="mt-2 flex flex-wrap items-baseline gap-2">
            <span className="sr-only">{t("services.price")}</span>
            <span className="text-xl font-bold">{formatMoney(s.price, locale)}</span>
            {s.originalPrice ? (
              <del className="text-slate-700">
                <span className="sr-only">{t("services.originalPrice")} </span>
                {formatMoney(s.originalPrice, locale)}
              </del>
            ) : null}
            {s.free ? (
              <span className="rounded border-2 border-green-700 bg-green-50 px-2 text-sm font-semibold text-green-900">
                {t("services.free")}
              </span>
            ) : null}
          </p>
          {s.carePlans?.length ? (
            <p className="mt-2 border-l-4 border-brand-700 pl-2">
              {t("services.withCarePlan", { names: s.carePlans.join(", ") })}
            </p>
          ) : null}
          {s.daily ? <p className="mt-2">{t("services.dailyHint")}</p> : null}
          <p className="mt-3">
            <Link to={s.href} className={buttonClass("primary")}>
              {s.daily ? t("services.openDaily", { name: s.name }) : actionLabel(s.name)}
            </Link>
          </p>
        </div>
      )}
    />
  );
}
