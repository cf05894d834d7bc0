/**
 * Errors people see, for a configured Tag Manager (spec part 1 §8: global errors go to its data
 * layer). The container's loader (root.tsx) creates `window.dataLayer`; without it (not
 * configured, or JS off) nothing is pushed. Only what kind of error and where: never a message
 * with a person's data, so the third party learns nothing about patients.
 */
export interface ShownError {
  /** A page that could not be shown, a message (toast), or the invalid-data dialog. */
  kind: "page" | "message" | "invalidData";
  status?: number;
  requestId?: string;
}

export function pushShownError(error: ShownError) {
  if (typeof window === "undefined") return;
  const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event: "app_error", ...error, path: window.location.pathname });
}

/**
 * The container's loader, run inline with the page's CSP nonce: the data layer, script errors
 * (their kind only) and the container itself, whose script 'strict-dynamic' lets in. `id` was
 * checked against GTM-[A-Z0-9] when the configuration was read.
 */
export function tagManagerScript(id: string): string {
  return `(function(w,d,id){w.dataLayer=w.dataLayer||[];w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});w.addEventListener("error",function(){w.dataLayer.push({event:"app_error",kind:"script",path:w.location.pathname})});w.addEventListener("unhandledrejection",function(){w.dataLayer.push({event:"app_error",kind:"script",path:w.location.pathname})});var s=d.createElement("script");s.async=true;s.src="https://www.googletagmanager.com/gtm.js?id="+encodeURIComponent(id);d.head.appendChild(s)})(window,document,${JSON.stringify(id)});`;
}
