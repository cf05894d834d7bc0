import { getFormProps } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { brandImageUrl } from "~/components/branding/use-brand";
import {
  ErrorSummary,
  Field,
  SelectField,
  SubmitButton,
  TextareaField,
  buttonClass,
  summarize,
  type AnyField,
} from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { useAppForm } from "~/components/use-app-form";
import {
  BRANDING_FONTS,
  BRANDING_IMAGES,
  BRANDING_IMAGE_KIND_LIST,
  BRANDING_TEXT_FIELDS,
  brandingImageField,
  brandingImageRule,
  brandingTextOf,
  hasUnsavedText,
  isBrandingImageKind,
  type BrandingImageKind,
} from "~/domain/branding";
import { msg } from "~/domain/messages";
import { brandingSchema } from "~/domain/organization-page-schemas";
import { EMAIL_TEXT_MAX } from "~/domain/organization-page-limits";
import { organizationPath } from "~/domain/organizations";
import { readImageUpload } from "~/http/image-upload.server";
import { notFound } from "~/http/not-found.server";
import { intents } from "~/http/intents.server";
import { inOurWords, messageKeyFor, orThrow, statusForFailure } from "~/http/outcome.server";
import { brandReference } from "~/session/branding.server";
import { guarded, type Scope } from "~/session/guards.server";
import { getBranding, putBranding, putBrandingImage } from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["provider", "orgPages", "branding"], breadcrumb: crumbsFrom };

/**
 * The organization's branding (spec part 2 §5, decision 031): each image its own upload button,
 * checked on the server from its real pixel size; colours, font and the system e-mail's text saved
 * by their own button; a preview of the e-mail. The page is one form, so an image's upload sends
 * the colours and texts typed beside it and a refusal gives them back: without JS, a refused
 * image lost every colour typed but not yet saved (issue 38).
 */
export const loader = guarded(
  "branding.edit",
  async (args) => {
    const tab = await loadOrganizationTab(args, "branding");
    const branding = orThrow(await getBranding(tab.client, tab.organization.id), args.context);
    return {
      constraints: formConstraints({ branding: brandingSchema }),
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      images: BRANDING_IMAGE_KIND_LIST.map((kind) => ({
        kind,
        ...BRANDING_IMAGES[kind],
        version: branding.images[kind] ?? null,
      })),
      values: brandingTextOf(branding),
    };
  },
  { orgParam: "orgId" },
);

/**
 * The branding as saved now; the user's own organization's shows in their shell at once, not at
 * the next sign-in.
 */
async function rememberIfOwn({ client, context, session, orgId }: BrandingCtx) {
  const branding = await getBranding(client, orgId);
  if (branding.ok && session.account.organizationId === orgId)
    context.jar.setPrefs({ brand: brandReference(orgId, branding.data, session.createdAt) });
  return branding.ok ? branding.data : null;
}

/** The colours and texts sent with an image, as typed: never a file field (a file input takes no value). */
function typedText(form: FormData | null): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const name of BRANDING_TEXT_FIELDS) {
    const value = form?.get(name);
    if (typeof value === "string") typed[name] = value;
  }
  return typed;
}

const imageFailure = (
  kind: BrandingImageKind,
  typed: Record<string, string>,
  message: string,
  status: number,
) =>
  data(
    {
      kind,
      result: {
        status: "error" as const,
        initialValue: typed,
        error: { [brandingImageField(kind)]: [message] },
      },
      unsaved: false,
    },
    { status },
  );

/** The upstream's "Invalid hex color" in the reader's language. */
const colourWords = (message: string, field: string) =>
  (field === "primaryColor" || field === "accentColor") && /hex/i.test(message)
    ? "branding:errors.invalidHex"
    : null;

type BrandingCtx = Scope & { orgId: string };

/** An image's upload button (`?kind=`): the page's one form, multipart, with the colours typed beside it. */
async function saveImage(ctx: BrandingCtx, kind: string) {
  const { request, context, client, orgId } = ctx;
  if (!isBrandingImageKind(kind)) throw notFound(context);
  // Read up to the host's limit: a file over the rule's size is refused after it is read, so
  // the colours and texts sent with it come back as typed.
  const upload = await readImageUpload(
    request,
    brandingImageField(kind),
    brandingImageRule(kind),
    context.config.uploadLimitBytes,
  );
  const typed = typedText(upload.form);
  if (!upload.ok) {
    const { key, ...values } = upload.problem;
    return imageFailure(kind, typed, msg(`common:${key}`, values), 400);
  }
  const saved = await putBrandingImage(client, orgId, kind, upload.image);
  if (!saved.ok) {
    const message =
      saved.kind === "validation"
        ? (saved.fieldErrors[0]?.message ?? messageKeyFor(saved))
        : messageKeyFor(saved);
    return imageFailure(kind, typed, message, statusForFailure(saved));
  }
  const now = await rememberIfOwn(ctx);
  context.jar.setFlash({ kind: "success", key: "branding:flash.imageSaved" });
  // Colours or texts typed beside the image but not saved come back as typed, on this answer
  // rather than after a redirect: without JS a redirect would reload the saved ones (issue 38).
  if (now && hasUnsavedText(typed, brandingTextOf(now)))
    return data({ kind, result: { initialValue: typed }, unsaved: true });
  return redirect(`${organizationPath(orgId, "branding")}#branding-${kind}`, 303);
}

/** The colours, font and e-mail texts: the page's own button. */
const brandingIntents = intents<BrandingCtx>()(
  {
    save: {
      schema: brandingSchema,
      run: async (v, ctx) => {
        const { client, orgId } = ctx;
        const saved = await putBranding(client, orgId, {
          primaryColor: v.primaryColor || null,
          accentColor: v.accentColor || null,
          font: v.font === "system" ? null : v.font,
          emailSubject: v.emailSubject || null,
          emailBody: v.emailBody || null,
        });
        if (saved.ok) await rememberIfOwn(ctx);
        return saved;
      },
      success: "branding:flash.saved",
      fields: BRANDING_TEXT_FIELDS,
    },
  },
  {
    to: ({ orgId }) => organizationPath(orgId, "branding"),
    fallback: "save",
    words: (failure) => inOurWords(failure, colourWords),
    reply: (_intent, result) => ({ kind: null, result, unsaved: false }),
  },
);

export const action = guarded(
  "branding.edit",
  async (scope) => {
    const ctx = { ...scope, orgId: scope.params.orgId! };
    const kind = new URL(scope.request.url).searchParams.get("kind");
    if (kind !== null) return saveImage(ctx, kind);
    const form = await scope.request.formData();
    // A file chosen but not uploaded is sent as its name: not a value to give back.
    for (const imageKind of BRANDING_IMAGE_KIND_LIST) form.delete(brandingImageField(imageKind));
    return brandingIntents.answer(form, ctx);
  },
  { orgParam: "orgId" },
);

function ImageSection({
  orgId,
  image,
  meta,
}: {
  orgId: string;
  image: { kind: BrandingImageKind; width: number; height: number; version: string | null };
  /** The image's file field of the page's one form ("branding"). */
  meta: AnyField;
}) {
  const { t } = useTranslation("branding");
  const label = t(`images.${image.kind}`);
  const error = meta.errors?.[0];
  return (
    <section
      aria-labelledby={`image-${image.kind}-heading`}
      id={`branding-${image.kind}`}
      className="rounded border-2 border-slate-300 p-4"
    >
      <h3 id={`image-${image.kind}-heading`} className="font-bold">
        {label}
      </h3>
      {image.version ? (
        <img
          src={brandImageUrl(orgId, image.kind, image.version)}
          alt={t("images.current", { name: label })}
          width={image.width}
          height={image.height}
          className="mt-2 h-auto max-h-24 w-auto max-w-full"
        />
      ) : (
        <p className="mt-2 text-slate-700">{t("images.none")}</p>
      )}
      <ErrorSummary
        id={`image-${image.kind}-summary`}
        errors={error ? [{ fieldId: meta.id, message: error }] : []}
      />
      <Field
        meta={meta}
        label={t("images.file", { name: label })}
        hint={t("images.hint", { width: image.width, height: image.height })}
        type="file"
        accept="image/png,image/jpeg"
      />
      {/* The page's form, multipart for this button only: the colours typed below travel with it. */}
      <SubmitButton
        variant="secondary"
        form={meta.formId}
        formAction={`${organizationPath(orgId, "branding")}?kind=${image.kind}`}
        formMethod="post"
        formEncType="multipart/form-data"
      >
        {t("images.upload", { name: label })}
      </SubmitButton>
    </section>
  );
}

type BrandingFields = Record<(typeof BRANDING_TEXT_FIELDS)[number], string> &
  Record<`${BrandingImageKind}File`, File>;

export default function Branding() {
  const { t } = useTranslation("branding");
  const { title, orgId, images, values, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof brandingSchema, BrandingFields>({
    id: "branding",
    constraint: constraints.branding,
    lastResult: actionData?.result ?? null,
    defaultValue: values,
  });
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      <h2 className="mt-6 text-xl font-bold">{t("images.title")}</h2>
      <p className="mt-1 max-w-prose">{t("images.intro")}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {images.map((image) => (
          <ImageSection
            key={image.kind}
            orgId={orgId}
            image={image}
            meta={fields[brandingImageField(image.kind) as `${BrandingImageKind}File`]}
          />
        ))}
      </div>
      <section aria-labelledby="look-heading" className="mt-8 max-w-xl">
        <h2 id="look-heading" className="text-xl font-bold">
          {t("look.title")}
        </h2>
        {actionData?.unsaved ? (
          <p role="status" className="mt-2 rounded border-2 border-amber-600 bg-amber-50 p-3">
            {t("look.unsavedKept")}
          </p>
        ) : null}
        <ErrorSummary
          id="branding-summary"
          errors={summarize(
            form,
            [fields.primaryColor, fields.accentColor, fields.font, fields.emailSubject, fields.emailBody],
            // Both colours say "Invalid hex color": the summary names which one.
            { primaryColor: t("look.primaryColor"), accentColor: t("look.accentColor") },
          )}
        />
        {/* Its own address: after a refused image the page's is `?kind=…`, which is an upload. */}
        <Form method="post" action={organizationPath(orgId, "branding")} {...getFormProps(form)} noValidate>
          <Field
            meta={fields.primaryColor}
            label={t("look.primaryColor")}
            hint={t("look.hexHint")}
            autoComplete="off"
          />
          <Field
            meta={fields.accentColor}
            label={t("look.accentColor")}
            hint={t("look.hexHint")}
            autoComplete="off"
          />
          <SelectField
            meta={fields.font}
            label={t("look.font")}
            options={BRANDING_FONTS.map((font) => ({
              value: font,
              label: font === "system" ? t("look.systemFont") : font,
            }))}
          />
          <h3 className="mt-4 font-bold">{t("email.title")}</h3>
          <Field meta={fields.emailSubject} label={t("email.subject")} />
          <TextareaField
            meta={fields.emailBody}
            label={t("email.body")}
            hint={t("email.bodyHint", { max: EMAIL_TEXT_MAX })}
            rows={5}
          />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton>{t("look.save")}</SubmitButton>
            <Link to={organizationPath(orgId, "branding", "email")} className={buttonClass("link")}>
              {t("email.preview")}
            </Link>
          </div>
        </Form>
      </section>
    </>
  );
}
