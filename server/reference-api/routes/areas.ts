import { areaRoutes } from "../app";
import { billingRoutes } from "./billing";
import { billingCodeRoutes } from "./billing-codes";
import { organizationRoutes } from "./organizations";

/**
 * Registers every area's routes with the reference upstream. Each area adds its module here
 * (lanes, fee schedules, patients, events, ...).
 */
areaRoutes.push(organizationRoutes);
areaRoutes.push(billingRoutes, billingCodeRoutes);
