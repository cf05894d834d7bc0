import { createContext, useContext } from "react";

/** The per-request CSP nonce, rendered into every script tag the server writes. */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
