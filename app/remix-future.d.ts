// Single fetch: loaders and actions return raw objects and data(); their types follow.
import "@remix-run/server-runtime";

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
