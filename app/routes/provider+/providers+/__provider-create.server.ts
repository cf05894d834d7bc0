import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { IMAGE_RULES, type ImageProblem } from "~/domain/image-rules";
import { msg } from "~/domain/messages";
import { generatePassword } from "~/domain/passwords";
import { providerCreateSchema } from "~/domain/provider-schemas";
import { providerPath } from "~/domain/providers";
import { readImageUpload } from "~/http/image-upload.server";
import { inOurWords, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import { log } from "~/observability/logger.server";
import { accountExists, createProviderAccount } from "~/upstream/accounts.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { uploadPicture } from "~/upstream/pictures.server";
import { createProvider, deleteProvider } from "~/upstream/providers.server";
import { PROVIDER_FIELDS, PROVIDER_WORDS } from "./__provider-form.server";

/**
 * The provider create form's post (decision 038's addendum): the profile, an optional photo on
 * the form itself (multipart; type, size and pixels checked from the bytes before anything is
 * sent), and an optional sign-in account whose password is generated here (four character
 * classes) and shown once to the staff member on the provider's page, through the sealed one-read
 * outcome cookie: never in a URL, a log or a cookie the browser can read.
 */

export const PHOTO_RULE = IMAGE_RULES.profilePicture;
const FIELDS = [...PROVIDER_FIELDS, "email"];
const WORDS = PROVIDER_WORDS;

/** The page the handover is shown on, once: the provider's profile. */
export const handoverPage = (providerId: string) => `handover:${providerId}`;

export interface AccountHandover {
  email: string;
  password: string;
}

const imageMessage = ({ key, ...params }: ImageProblem) => msg(`common:${key}`, params);

export async function createProviderAction(
  request: Request,
  context: RequestContext,
  client: UpstreamClient,
  organizationId: string,
) {
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  const upload = multipart
    ? await readImageUpload(request, "photo", PHOTO_RULE, context.config.uploadLimitBytes)
    : null;
  const form = upload ? upload.form : await request.formData();
  // A body the host let through but that could not be read whole: nothing typed can be kept.
  if (!form) {
    const problem: ImageProblem = upload && !upload.ok ? upload.problem : { key: "images.missing" };
    return data(
      { result: { status: "error" as const, initialValue: {}, error: { photo: [imageMessage(problem)] } } },
      { status: 400 },
    );
  }
  form.delete("photo");
  const submission = parseWithZod(form, { schema: providerCreateSchema });
  // No photo chosen is fine (the photo page is still there); one our checks refuse is said under it.
  const photoError =
    upload && !upload.ok && upload.problem.key !== "images.missing" ? imageMessage(upload.problem) : null;
  if (submission.status !== "success" || photoError)
    return data(
      { result: submission.reply({ fieldErrors: photoError ? { photo: [photoError] } : {} }) },
      { status: 400 },
    );
  const value = submission.value;
  const failed = (failure: Parameters<typeof statusForFailure>[0], genericKey: string) =>
    data(
      {
        result: replyWithFailure(
          submission,
          inOurWords(failure, (_message, field) => WORDS[field] ?? null),
          { fields: FIELDS, genericKey },
        ),
      },
      { status: statusForFailure(failure) },
    );

  const email = value.signsIn ? (value.email ?? "") : null;
  if (email !== null) {
    const taken = await accountExists(client, email);
    if (!taken.ok) return failed(taken, "providers:errors.accountCheckFailed");
    if (taken.data.exists)
      return data(
        { result: submission.reply({ fieldErrors: { email: [msg("providers:errors.emailTaken")] } }) },
        { status: 400 },
      );
  }

  const created = await createProvider(client, organizationId, value);
  if (!created.ok) return failed(created, "providers:errors.createFailed");
  const provider = created.data;

  if (email !== null) {
    const password = generatePassword();
    const account = await createProviderAccount(client, { email, password, performerId: provider.id });
    if (!account.ok) {
      // Without its account the new provider is not what was asked for: it goes, and the form
      // comes back with every value so the same post can be sent again.
      const undone = await deleteProvider(client, provider.id);
      if (!undone.ok) log.warn("provider kept after its account failed", { providerId: provider.id });
      return failed(account, "providers:errors.accountFailed");
    }
    context.jar.setOutcome(handoverPage(provider.id), { email, password } satisfies AccountHandover);
  }

  if (upload?.ok) {
    const saved = await uploadPicture(client, "performers", provider.id, upload.image);
    return redirectWithFlash(
      context,
      providerPath(provider.id, saved.ok ? undefined : "photo"),
      saved.ok
        ? { kind: "success", key: "providers:flash.createdWithPhoto" }
        : { kind: "warn", key: "providers:flash.createdPhotoFailed" },
    );
  }
  // Without a photo: the photo page, as before; with an account to hand over, its profile first.
  return redirectWithFlash(context, providerPath(provider.id, email !== null ? undefined : "photo"), {
    kind: "success",
    key: "providers:flash.created",
  });
}
