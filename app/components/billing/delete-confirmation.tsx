import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DeleteConfirmationData, DeleteFailureData } from "~/domain/billing-delete";
import { Dialog } from "../dialog";
import { ErrorSummary, SubmitButton, buttonClass } from "../forms";
import { Icon } from "../icons";
import { PageHeading } from "../layout/page-heading";
import { translateMessage } from "../translate-message";
import { useHydrated } from "../use-hydrated";

/** What will go with the record, and what stops it from going (the upstream's dependencies). */
export function DependencySummary({ data }: { data: DeleteConfirmationData }) {
  const { t } = useTranslation("billing");
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

/** The confirmation step as a page of its own: what a browser without JavaScript gets. */
export function DeleteConfirmationPage({
  data,
  failure,
}: {
  data: DeleteConfirmationData;
  failure?: DeleteFailureData | null;
}) {
  const { t } = useTranslation("billing");
  return (
    <>
      <PageHeading>{t(`delete.title.${data.kind}`)}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary errors={failure ? [{ message: failure.message }] : []} />
        <DependencySummary data={data} />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {data.canDelete ? (
            <Form method="post" action={data.actionHref}>
              <SubmitButton variant="danger" intent="delete">
                <Icon name="trash" />
                {t("delete.confirm")}
              </SubmitButton>
            </Form>
          ) : null}
          <Link to={data.backHref} className={buttonClass("secondary")}>
            {data.canDelete ? t("delete.keep") : t("delete.back")}
          </Link>
        </div>
      </div>
    </>
  );
}

/** A delete route's page: the confirmation its loader read, and the failure its action answered. */
export function DeletePage() {
  return (
    <DeleteConfirmationPage
      data={useLoaderData<DeleteConfirmationData>()}
      failure={useActionData<DeleteFailureData>()}
    />
  );
}

function DeleteDialog({ href, onClose }: { href: string; onClose: () => void }) {
  const { t } = useTranslation("billing");
  const details = useFetcher<DeleteConfirmationData>();
  const submit = useFetcher<DeleteFailureData>();
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    details.load(href);
  }, [details, href]);
  const data = details.data && "kind" in details.data ? details.data : null;
  const failure = submit.data && "message" in submit.data ? submit.data : null;
  const busy = submit.state !== "idle";
  return (
    <Dialog
      open
      onClose={onClose}
      title={data ? t(`delete.title.${data.kind}`) : t("delete.checking")}
      className="w-full"
    >
      {data ? <DependencySummary data={data} /> : <p role="status">{t("delete.checking")}</p>}
      {failure ? (
        <p role="alert" className="mt-3 border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {translateMessage(t, failure.message)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        {data?.canDelete ? (
          <submit.Form method="post" action={data.actionHref}>
            <input type="hidden" name="intent" value="delete" />
            <button
              type="submit"
              className={buttonClass("danger")}
              disabled={busy}
              aria-disabled={busy || undefined}
            >
              <Icon name="trash" />
              {t("delete.confirm")}
            </button>
          </submit.Form>
        ) : null}
        <button type="button" className={buttonClass("secondary")} onClick={onClose}>
          {data?.canDelete ? t("delete.keep") : t("delete.back")}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * "Delete": without JavaScript a link to the confirmation page; with it, the same confirmation
 * (dependencies read from the same loader) in a dialog. Nothing is deleted on GET.
 */
export function DeleteControl({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const classes = className ?? `${buttonClass("secondary")} text-red-800`;
  if (!hydrated) {
    return (
      <Link to={href} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={classes} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </button>
      {open ? <DeleteDialog href={href} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * A delete route's shouldRevalidate: once the delete was posted the record may be gone, so the
 * confirmation (a page, or the dialog's fetcher) is not loaded again, which would 404.
 */
export function confirmationShouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}
