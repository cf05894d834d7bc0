import { organizations } from "@contract/organizations";
import { log } from "~/observability/logger.server";

/**
 * Address search (spec part 2 §5 "map search"): one Nominatim-compatible search,
 * `GET <GEOCODER_URL>?q=&format=json&limit=1`, from the server only (the browser never talks to
 * the geocoder), with its own timeout. Nominatim answers a JSON array of places whose `lat` and
 * `lon` are strings; an empty array is a miss.
 */

/** The places as the contract reads them (`organizations.geocode`: the reference upstream serves it). */
const placesSchema = organizations.geocode.responses[200].json;

export type GeocodeResult =
  | { kind: "found"; latitude: number; longitude: number; displayName: string }
  | { kind: "notFound" }
  | { kind: "failed" };

export async function geocode(
  config: { geocoderUrl: string; geocoderTimeoutMs: number },
  query: string,
  language: string,
): Promise<GeocodeResult> {
  if (!query.trim()) return { kind: "notFound" };
  const url = new URL(config.geocoderUrl);
  url.searchParams.set("q", query.slice(0, 300));
  url.searchParams.set("format", "json");
  url.searchParams.set("limit", "1");
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: {
        accept: "application/json",
        "accept-language": language,
        // Nominatim's usage policy asks every client to name itself.
        "user-agent": "care-delivery-web (address search)",
      },
      signal: AbortSignal.timeout(config.geocoderTimeoutMs),
      redirect: "error",
    });
    if (!response.ok) {
      log.warn("geocoder refused", { status: response.status });
      return { kind: "failed" };
    }
    const places = placesSchema.safeParse(await response.json());
    if (!places.success) {
      log.warn("geocoder answered an unexpected body");
      return { kind: "failed" };
    }
    const first = places.data[0];
    if (!first) return { kind: "notFound" };
    return {
      kind: "found",
      latitude: first.lat,
      longitude: first.lon,
      displayName: first.display_name ?? query,
    };
  } catch (error) {
    log.warn("geocoder call failed", {
      kind: (error as Error).name === "TimeoutError" ? "timeout" : "network",
      ms: Math.round(performance.now() - started),
    });
    return { kind: "failed" };
  }
}
