import { flatRoutes } from "remix-flat-routes";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Routes come from remix-flat-routes below: folders group them by area (decision 010).
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes("routes", defineRoutes, {
      // Route-private helpers live beside their routes: `*.server.ts` and `__name.tsx` files.
      ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.server.*", "**/__*.*"],
    }),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: false,
  // Server-only and Node-only packages must never be pulled into the browser bundle.
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
