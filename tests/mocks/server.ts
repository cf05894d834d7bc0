import { setupServer } from "msw/node";
import { accountHandlers } from "./accounts";

/** One handler file per upstream area (kentcdodds.com's mocks/ layout). */
export const server = setupServer(...accountHandlers);
