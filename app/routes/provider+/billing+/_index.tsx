import { redirect } from "@remix-run/node";
import { guarded } from "~/session/guards.server";

export const loader = guarded("billing.read", () => redirect("/provider/billing/fee-schedules"));
