import { z } from "zod";
import type { RequestContext } from "~/load-context.server";
import { sealJson, unsealJson } from "~/session/seal.server";
import type { RegistrationPass } from "./tasks.server";

/**
 * A registration in progress, without a session: who registered, with which organization and
 * code, and the upstream's registration token that lets them book their first appointment. It
 * travels sealed (AES-256-GCM, like the session cookie) in the `reg` query parameter of the
 * registration pages, and expires with the token (two hours at most).
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

export function sealRegistration(context: RequestContext, state: Omit<RegistrationState, "exp">, now = Date.now()): string {
  return sealJson({ ...state, exp: now + MAX_AGE_MS }, context.config.sessionSecrets, PURPOSE);
}

export function openRegistration(context: RequestContext, value: string | null | undefined, now = Date.now()): RegistrationState | null {
  if (!value || value.length > 2000) return null;
  const parsed = stateSchema.safeParse(unsealJson(value, context.config.sessionSecrets, PURPOSE));
  if (!parsed.success || parsed.data.exp < now) return null;
  return parsed.data;
}

export function passOf(state: RegistrationState): RegistrationPass {
  return { code: state.code, token: state.token };
}
