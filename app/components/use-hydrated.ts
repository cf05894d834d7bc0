import { useEffect, useState } from "react";

let hydrated = false;

/**
 * False during the server render and the hydration pass, true afterwards. JS-only widgets render
 * their no-JS fallback until this is true, so the fallback is what a page without JS keeps.
 */
export function useHydrated() {
  const [isHydrated, setHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setHydrated(true);
  }, []);
  return isHydrated;
}
