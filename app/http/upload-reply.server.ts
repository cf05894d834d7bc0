import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { ImageProblem, ImageRule } from "~/domain/image-rules";
import { msg } from "~/domain/messages";
import { failedUpstreamStatus, redirectWithFlash } from "~/http/outcome.server";
import type { UpstreamFailure, UpstreamResult } from "~/upstream/client.server";
import { readImageUpload, type CheckedImage } from "./image-upload.server";

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
    failure.kind === "validation" ? 400 : failedUpstreamStatus(failure),
  );
}

/**
 * A picture page's action: a multipart post is the upload (checked against `rule`, then sent),
 * any other post must be the named delete. Both go back to `back` with a flash; a refused upload
 * answers under the file field instead.
 */
export async function pictureAction(
  request: Request,
  context: { jar: { setFlash: (flash: { kind: "success" | "error"; key: string }) => void } },
  options: {
    rule: ImageRule;
    upload: (image: CheckedImage) => Promise<UpstreamResult<unknown>>;
    remove: () => Promise<UpstreamResult<unknown>>;
    back: string;
    keys: { saved: string; deleted: string; deleteFailed: string };
  },
) {
  if (!/^multipart\//i.test(request.headers.get("content-type") ?? "")) {
    const form = await request.formData();
    if (form.get("intent") !== "delete") return refuseUpload(msg("common:images.missing"), 400);
    const removed = await options.remove();
    return redirectWithFlash(
      context,
      options.back,
      removed.ok
        ? { kind: "success", key: options.keys.deleted }
        : { kind: "error", key: options.keys.deleteFailed },
    );
  }
  const checked = await readImageUpload(request, "file", options.rule);
  if (!checked.ok) return refuseImage(checked.problem);
  const saved = await options.upload(checked.image);
  if (!saved.ok) return uploadFailure(saved, msg("common:images.uploadFailed"));
  return redirectWithFlash(context, options.back, { kind: "success", key: options.keys.saved });
}
