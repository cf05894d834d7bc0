import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { ImageProblem } from "~/domain/image-rules";
import { msg } from "~/domain/messages";
import type { UpstreamFailure } from "~/upstream/client.server";

/** A refused upload: the message goes under the form's file field, nothing else is kept. */
export function refuseUpload(message: string, status: number) {
  return data<{ result: SubmissionResult<string[]> }>(
    { result: { status: "error", initialValue: {}, error: { file: [message] } } },
    { status },
  );
}

/** An image our own check refused (type, size, pixels): the rule's message, 400. */
export function refuseImage(problem: ImageProblem) {
  const { key, ...params } = problem;
  return refuseUpload(msg(`common:${key}`, params), 400);
}

/** An upload the upstream did not take: its own reason for a 422, else `fallback` (a message). */
export function uploadFailure(failure: UpstreamFailure, fallback: string) {
  return refuseUpload(
    failure.kind === "validation" && failure.fieldErrors.length ? failure.fieldErrors[0]!.message : fallback,
    failure.kind === "validation" ? 400 : 502,
  );
}
