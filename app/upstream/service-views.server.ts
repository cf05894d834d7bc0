import { displayPrice, isDailyAssessmentService } from "~/domain/patient-services";
import type { ServiceType } from "./services.server";

/**
 * Service types as the service cards show them, each linking to `hrefOf(service)`; `carePlans`
 * names the care plans a service comes with, by service id.
 */
export function serviceViews(
  services: ServiceType[],
  hrefOf: (service: ServiceType) => string,
  carePlans: ReadonlyMap<string, string[]> = new Map(),
) {
  return services.map((s) => {
    const price = displayPrice(s);
    return {
      id: s.id,
      name: s.name,
      description: s.description ?? null,
      price: price.price,
      originalPrice: price.originalPrice,
      free: price.free,
      carePlans: carePlans.get(s.id) ?? [],
      daily: isDailyAssessmentService(s),
      href: isDailyAssessmentService(s) ? DAILY_ASSESSMENTS_PATH : hrefOf(s),
    };
  });
}

/** Where the Daily Assessment service's card leads, whatever the page would book otherwise. */
export const DAILY_ASSESSMENTS_PATH = "/curapatient/patient/health-record/daily-assessments";

export function scheduleHref(service: ServiceType): string {
  const params = new URLSearchParams({ serviceId: service.id, serviceName: service.name });
  return `/curapatient/patient/schedule-appointment?${params}`;
}
