import { data } from "@remix-run/node";
import { msg } from "~/domain/messages";
import { failedUpstreamStatus } from "~/http/outcome.server";
import type { UpstreamFailure } from "~/upstream/client.server";

/**
 * The answer of a delete the upstream refused: the form-level error carries what failed and why
 * (the upstream's reason, from a 409 or a 422), never a bare cheer. `keys` is the area's message prefix
 * ("billing:delete"): `.failedBecause` (with `reason`), `.failedGone`, `.failedUnavailable`, `.failed`.
 */
export function deleteFailure(failure: UpstreamFailure, keys: string) {
  let message: string;
  if (failure.kind === "conflict" || (failure.kind === "http" && failure.status === 409)) {
    message = msg(`${keys}.failedBecause`, { reason: failure.message ?? "" });
  } else if (failure.kind === "validation") {
    message = msg(`${keys}.failedBecause`, {
      reason: failure.fieldErrors.map((e) => e.message).join("; ") || (failure.message ?? ""),
    });
  } else if (failure.kind === "http" && failure.status === 422 && (failure.reason ?? failure.message)) {
    // An in-use refusal as 422 with a reason and no field (decision 034's addendum).
    message = msg(`${keys}.failedBecause`, { reason: failure.reason ?? failure.message ?? "" });
  } else if (failure.kind === "http" && failure.status === 404) {
    message = `${keys}.failedGone`;
  } else if (failure.kind === "timeout" || failure.kind === "network") {
    message = `${keys}.failedUnavailable`;
  } else {
    message = `${keys}.failed`;
  }
  const status =
    failure.kind === "conflict" || failure.status === 409
      ? 409
      : failure.kind === "validation" || failure.status === 422
        ? 422
        : failure.status === 404
          ? 404
          : failedUpstreamStatus(failure);
  return data({ result: { status: "error" as const, error: { "": [message] } }, message }, { status });
}
