import { crumbsFrom } from "~/components/layout/breadcrumbs";

/**
 * What a code list's delete route has besides its loader and action: the confirmation page (and,
 * with JavaScript, the dialog) titled by the loader's `pageTitle`, so the page needs no
 * description; once posted, it is not loaded again.
 */
export const handle = { i18n: ["billing"], breadcrumb: crumbsFrom };

export {
  DeletePage as default,
  confirmationShouldRevalidate as shouldRevalidate,
} from "../billing/delete-confirmation";
