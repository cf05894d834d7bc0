import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestScope {
  requestId: string;
}

/**
 * The host (server/) and the Remix build are bundled separately, so each gets its own copy of
 * this module. The store lives on globalThis under a registered symbol so both copies share one
 * AsyncLocalStorage and every log line written during a request carries its id.
 */
const KEY = Symbol.for("care-delivery.request-scope");
type GlobalWithScope = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestScope> };
const holder = globalThis as GlobalWithScope;
const storage: AsyncLocalStorage<RequestScope> = (holder[KEY] ??= new AsyncLocalStorage<RequestScope>());

export function runWithRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
