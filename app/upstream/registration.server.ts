import { z } from "zod";
import type { RequestContext } from "~/load-context.server";
import type { RegistrationPass } from "./tasks.server";

/**
 * A registration in progress, without a session: who registered, with which organization and
 * code, and the upstream's registration token that lets them book their first appointment. It
 * is kept in a sealed, HttpOnly cookie of its own (AES-256-GCM, like the session), never in a
 * URL where it would land in history and logs, and expires with the token (two hours at most).
 */
const PURPOSE = "patient-registration";
const MAX_AGE_MS = 2 * 3600_000;

const stateSchema = z.object({
  patientId: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  code: z.string(),
  token: z.string(),
  name: z.string(),
  exp: z.number(),
});
export type RegistrationState = z.infer<typeof stateSchema>;

export function startRegistration(
  context: RequestContext,
  state: Omit<RegistrationState, "exp">,
  now = Date.now(),
) {
  context.jar.setSealed(PURPOSE, { ...state, exp: now + MAX_AGE_MS }, MAX_AGE_MS / 1000);
}

export function currentRegistration(context: RequestContext, now = Date.now()): RegistrationState | null {
  const state = context.jar.getSealed(PURPOSE, stateSchema);
  return state && state.exp >= now ? state : null;
}

export function passOf(state: RegistrationState): RegistrationPass {
  return { code: state.code, token: state.token };
}
