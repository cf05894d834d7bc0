import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { providerSchema, type ProviderForm } from "~/domain/provider-schemas";
import { inOurWords, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { UpstreamClient, UpstreamResult } from "~/upstream/client.server";
import { listSpecialties } from "~/upstream/providers.server";

export const PROVIDER_FIELDS = ["name", "licenceType", "npi", "specialties"];
const FIELDS = PROVIDER_FIELDS;

/**
 * The upstream's refusals in our words, by the field it names (its text is English); the create
 * form's sign-in e-mail among them.
 */
export const PROVIDER_WORDS: Record<string, string> = {
  name: "providers:errors.nameRejected",
  licenceType: "providers:errors.licenceRequired",
  npi: "providers:errors.npiInvalid",
  specialties: "providers:errors.unknownSpecialty",
  organizationId: "providers:errors.organizationRejected",
  email: "providers:errors.emailRejected",
};
const WORDS = PROVIDER_WORDS;

/** The specialties a form offers; none when they cannot be read (the form still works). */
export async function specialtyNames(client: UpstreamClient): Promise<string[]> {
  const result = await listSpecialties(client);
  return result.ok ? result.data.content.map((s) => s.name) : [];
}

/**
 * A provider form's post: the schema's reply (400) when the form is not valid; else `send`, and an
 * upstream refusal back on its fields (422) or as the form's error (500 and the like), the values
 * kept either way; `done` answers a success.
 */
export async function providerFormAction<T>(
  request: Request,
  send: (form: ProviderForm) => Promise<UpstreamResult<T>>,
  done: (value: T) => Response,
) {
  const submission = parseWithZod(await request.formData(), { schema: providerSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await send(submission.value);
  if (!result.ok)
    return data(
      {
        result: replyWithFailure(
          submission,
          inOurWords(result, (_message, field) => WORDS[field] ?? null),
          { fields: FIELDS },
        ),
      },
      { status: statusForFailure(result) },
    );
  return done(result.data);
}
