import { setupServer } from "msw/node";
import { accountHandlers } from "./accounts";
import { billingHandlers } from "./billing";

/** One handler file per upstream area (kentcdodds.com's mocks/ layout). */
export const server = setupServer(...accountHandlers, ...billingHandlers);
