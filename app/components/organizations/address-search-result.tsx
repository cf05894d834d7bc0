import { useTranslation } from "react-i18next";
import type { Coordinates } from "~/domain/organizations";

/** Where the address search put the organization: the coordinates and a map to check them on. */
export function AddressSearchResult({
  coordinates,
  found,
}: {
  coordinates: Coordinates | null;
  found?: string;
}) {
  const { t, i18n } = useTranslation("organizations");
  if (!coordinates) return <p className="mt-2 text-sm text-slate-700">{t("address.noCoordinates")}</p>;
  const number = (n: number) =>
    n.toLocaleString(i18n.language, { maximumFractionDigits: 5, minimumFractionDigits: 5 });
  return (
    <div role="status" className="mt-3 border-l-4 border-brand-700 bg-slate-50 p-3">
      {found ? <p className="font-semibold">{t("address.found", { place: found })}</p> : null}
      <p>
        {t("address.coordinates", {
          latitude: number(coordinates.latitude),
          longitude: number(coordinates.longitude),
        })}
      </p>
      <a
        href={coordinates.mapHref}
        className="font-semibold underline"
        target="_blank"
        rel="noopener noreferrer"
      >
        {t("address.openMap")}
        <span className="sr-only"> {t("address.newWindow")}</span>
      </a>
    </div>
  );
}
