import { setupServer } from "msw/node";
import { accountHandlers } from "./accounts";
import { billingHandlers } from "./billing";
import { carePlanHandlers } from "./care-plans";
import { claimDefaultHandlers } from "./claims";
import { discoveryHandlers } from "./discovery";
import { masterDataHandlers } from "./master-data";
import { organizationHandlers } from "./organizations";
import { patientHandlers } from "./patients";
import { surveyDefaultHandlers } from "./surveys";

/** One handler file per upstream area (kentcdodds.com's mocks/ layout). */
export const server = setupServer(
  ...discoveryHandlers,
  ...accountHandlers,
  ...organizationHandlers,
  ...patientHandlers,
  ...claimDefaultHandlers,
  ...billingHandlers,
  ...masterDataHandlers,
  ...carePlanHandlers,
  ...surveyDefaultHandlers,
);
