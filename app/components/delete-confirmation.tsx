import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase, DeleteFailureData } from "~/domain/delete-confirmation";
import { Dialog } from "./dialog";
import { ErrorSummary, SubmitButton, buttonClass } from "./forms";
import { Icon } from "./icons";
import { PageHeading } from "./layout/page-heading";
import { translateMessage } from "./translate-message";
import { useHydrated } from "./use-hydrated";

/**
 * The delete confirmation building block (docs/patterns.md "Building blocks"). A delete route's
 * loader describes the record (a DeleteConfirmationBase, plus what its area shows) and its action
 * deletes; GET never deletes. Without JS the route is a page of its own; with JS `DeleteControl`
 * opens the same confirmation, read from the same loader, in a dialog over the page it is on.
 * `Summary` says what will be deleted (and what stops it); an upstream refusal comes back from
 * the action and is shown, translated, above the buttons.
 */

export type ConfirmationSummary<T extends DeleteConfirmationBase> = ComponentType<{ data: T }>;

const isConfirmation = (value: unknown): value is DeleteConfirmationBase =>
  typeof value === "object" && value !== null && "actionHref" in value;
const isFailure = (value: unknown): value is DeleteFailureData =>
  typeof value === "object" && value !== null && "message" in value;

/** The confirmation as a page: what a browser without JS gets. */
export function DeleteConfirmationPage<T extends DeleteConfirmationBase>({
  data,
  failure,
  Summary,
}: {
  data: T;
  failure?: DeleteFailureData | null;
  Summary: ConfirmationSummary<T>;
}) {
  const { t } = useTranslation("common");
  return (
    <>
      <PageHeading>{data.title}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary errors={failure ? [{ message: failure.message }] : []} />
        <Summary data={data} />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {data.canDelete ? (
            <Form method="post" action={data.actionHref}>
              <SubmitButton variant="danger" intent="delete">
                <Icon name="trash" />
                {data.confirmLabel ?? t("confirmDelete.confirm")}
              </SubmitButton>
            </Form>
          ) : null}
          <Link to={data.backHref} className={buttonClass("secondary")}>
            {data.canDelete ? t("confirmDelete.keep") : t("confirmDelete.back")}
          </Link>
        </div>
      </div>
    </>
  );
}

/** A delete route's default export, given what its area shows about the record. */
export function deletePage<T extends DeleteConfirmationBase>(Summary: ConfirmationSummary<T>) {
  return function DeletePage() {
    const failure = useActionData<DeleteFailureData>();
    return <DeleteConfirmationPage data={useLoaderData() as T} failure={failure} Summary={Summary} />;
  };
}

function DeleteDialog<T extends DeleteConfirmationBase>({
  href,
  onClose,
  Summary,
}: {
  href: string;
  onClose: () => void;
  Summary: ConfirmationSummary<T>;
}) {
  const { t } = useTranslation("common");
  const details = useFetcher<T>();
  const submit = useFetcher<DeleteFailureData>();
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    details.load(href);
  }, [details, href]);
  const data = isConfirmation(details.data) ? (details.data as T) : null;
  const failure = isFailure(submit.data) ? submit.data : null;
  const busy = submit.state !== "idle";
  return (
    <Dialog open onClose={onClose} title={data ? data.title : t("confirmDelete.checking")} className="w-full">
      {data ? <Summary data={data} /> : <p role="status">{t("confirmDelete.checking")}</p>}
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
              {data.confirmLabel ?? t("confirmDelete.confirm")}
            </button>
          </submit.Form>
        ) : null}
        <button type="button" className={buttonClass("secondary")} onClick={onClose}>
          {data?.canDelete ? t("confirmDelete.keep") : t("confirmDelete.back")}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * "Delete": without JS a link to the confirmation page; with it, the same confirmation in a
 * dialog. Nothing is deleted on GET.
 */
export function DeleteControl<T extends DeleteConfirmationBase>({
  href,
  Summary,
  children,
  className,
}: {
  href: string;
  Summary: ConfirmationSummary<T>;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const classes = className ?? `${buttonClass("secondary")} text-red-800`;
  // Only until hydration (and always without JS): a plain anchor, as in decision 049; this
  // control repeats on every row of long lists.
  if (!hydrated) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={classes} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </button>
      {open ? <DeleteDialog href={href} onClose={() => setOpen(false)} Summary={Summary} /> : null}
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
