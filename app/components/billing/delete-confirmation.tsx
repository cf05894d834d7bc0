import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DeleteConfirmationData } from "~/domain/billing-delete";
import { DeleteControl as GenericDeleteControl, deletePage } from "../delete-confirmation";

/** What will go with the record, and what stops it from going (the upstream's dependencies). */
export function DependencySummary({ data }: { data: DeleteConfirmationData }) {
  const { t } = useTranslation(data.ns ?? "billing");
  const shown = data.references.length;
  const more = Math.max(0, data.referenceCount - shown);
  return (
    <div className="space-y-3" data-testid="dependency-summary">
      <p>{t(`delete.about.${data.kind}`, { name: data.name })}</p>
      {data.contains.plans ? (
        <p>
          {t("delete.containsPlans", { plans: data.contains.plans, entries: data.contains.entries ?? 0 })}
        </p>
      ) : null}
      {!data.contains.plans && data.contains.entries ? (
        <p>{t("delete.containsEntries", { entries: data.contains.entries })}</p>
      ) : null}
      {data.dependenciesUnavailable ? (
        <div role="alert" className="border-l-4 border-red-700 bg-red-50 p-3">
          <p className="font-semibold">{t("delete.dependenciesUnavailable")}</p>
        </div>
      ) : !data.canDelete ? (
        <div role="alert" className="border-l-4 border-red-700 bg-red-50 p-3">
          <p className="font-semibold">{t("delete.blocked")}</p>
          {data.reason ? <p className="mt-1">{data.reason}</p> : null}
          {shown ? (
            <>
              <h3 className="mt-2 font-semibold">{t("delete.referencedBy")}</h3>
              <ul className="ml-6 list-disc">
                {data.references.map((r, index) => (
                  <li key={`${r.id ?? "ref"}-${index}`}>
                    {r.href ? (
                      <Link to={r.href} className="underline">
                        {r.name}
                      </Link>
                    ) : (
                      r.name
                    )}
                  </li>
                ))}
              </ul>
              {more ? <p className="mt-1">{t("delete.andMore", { n: more })}</p> : null}
            </>
          ) : null}
        </div>
      ) : (
        <p className="font-semibold">{t("delete.cannotUndo")}</p>
      )}
    </div>
  );
}

/** A billing delete route's page: the confirmation with the record's dependencies. */
export const DeletePage = deletePage(DependencySummary);

/** "Delete" for a billing record: the app's confirmation, with the record's dependencies. */
export function DeleteControl(props: { href: string; children: ReactNode; className?: string }) {
  return <GenericDeleteControl {...props} Summary={DependencySummary} />;
}

export { confirmationShouldRevalidate } from "../delete-confirmation";
