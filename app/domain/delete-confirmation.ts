/**
 * The shapes of a delete confirmation anywhere in the app: its page without JS, its dialog with
 * JS, the loader that describes it and the action that deletes. An area adds what it shows about
 * the record (billing: its dependencies) by extending `DeleteConfirmationBase`.
 */

export interface DeleteConfirmationBase {
  /** The page's heading and the dialog's title, translated by the loader ("Delete plan?"). */
  title: string;
  /** False when something keeps the record (it is in use): no delete button, only "Go back". */
  canDelete: boolean;
  /** Where "No, keep it" leads (the page without JS). */
  backHref: string;
  /** Where the delete is posted: the confirmation route itself. */
  actionHref: string;
  /**
   * The confirm button's text, translated by the loader, when "Yes, delete" is not what happens
   * ("Yes, remove from the organization"); the default otherwise.
   */
  confirmLabel?: string;
}

/**
 * What a refused delete answers: a conform-shaped failure (for the "Error:" title) and its message,
 * an i18n key or msg() with the upstream's reason, shown translated.
 */
export interface DeleteFailureData {
  result: { status: "error"; error: Record<string, string[]> };
  message: string;
}
