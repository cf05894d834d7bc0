import { areaRoutes } from "../app";
import { eventRoutes } from "./events";
import { laneRoutes } from "./lanes";
import { onboardingRoutes } from "./onboarding";
import { organizationRoutes } from "./organizations";

/**
 * Registers every area's routes with the reference upstream. Each area adds its module here
 * (lanes, fee schedules, patients, events, ...).
 */
areaRoutes.push(organizationRoutes);
areaRoutes.push(laneRoutes);
areaRoutes.push(eventRoutes);
areaRoutes.push(onboardingRoutes);
