import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { pushShownError } from "~/observability/data-layer";
import { useTranslation } from "react-i18next";
import { splitAtFirstQuote } from "~/domain/invalid-data";
import { Dialog } from "./dialog";
import { buttonClass } from "./forms";
import { useHydrated } from "./use-hydrated";

export interface InvalidDataError {
  field: string;
  message: string;
}

function ErrorList({ errors }: { errors: InvalidDataError[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {errors.map((error, index) => {
        const { plain, highlighted } = splitAtFirstQuote(error.message);
        return (
          <li key={`${error.field}-${index}`}>
            {plain}
            {highlighted ? (
              <mark className="rounded bg-amber-200 px-1 font-semibold text-slate-900">{highlighted}</mark>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The upstream refused data that no form field on this page owns (spec part 2 §8). With JS: a
 * dialog with an OK button. Without JS: a section at the top of the page with a link back.
 */
export function InvalidDataNotice({ errors, backHref }: { errors: InvalidDataError[]; backHref?: string }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    pushShownError({ kind: "invalidData" });
  }, [errors]);
  if (errors.length === 0) return null;
  if (hydrated) {
    return (
      <Dialog open={open} onClose={() => setOpen(false)} title={t("invalidData.title")}>
        <ErrorList errors={errors} />
        <div className="mt-4 flex justify-end">
          <button type="button" className={buttonClass("primary")} onClick={() => setOpen(false)}>
            {t("actions.ok")}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <section role="alert" aria-labelledby="invalid-data-title" className="mb-6 border-4 border-red-700 p-4">
      <h2 id="invalid-data-title" className="text-lg font-bold">
        {t("invalidData.title")}
      </h2>
      <div className="mt-2">
        <ErrorList errors={errors} />
      </div>
      {backHref ? (
        <p className="mt-3">
          <Link to={backHref} className="underline">
            {t("invalidData.back")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
