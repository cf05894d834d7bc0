import type { TFunction } from "i18next";

/**
 * `t` for a long list: a label without interpolation ("Edit", a status's name) is translated
 * once per render of the list instead of once per row. A `t` call costs about 4 µs of server
 * render, and a care plan's 80 tasks made about a thousand of them (decision 049). Calls with
 * options other than `defaultValue` go to `t` every time.
 */
export function withLabelCache(t: TFunction): TFunction {
  const labels = new Map<string, string>();
  const cached = (key: string, options?: { defaultValue?: string }) => {
    const simple =
      options === undefined ||
      (Object.keys(options).length === 1 && typeof options.defaultValue === "string");
    if (!simple) return t(key, options as never);
    const id = options ? `${key}\u0000${options.defaultValue}` : key;
    let label = labels.get(id);
    if (label === undefined) {
      label = String(options ? t(key, options as never) : t(key));
      labels.set(id, label);
    }
    return label;
  };
  // The cache answers strings only, as `t` does for every key this app has (no returnObjects).
  return cached as unknown as TFunction;
}
