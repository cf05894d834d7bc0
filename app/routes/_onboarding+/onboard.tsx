import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  MaxPartSizeExceededError,
  data,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, FieldError, SelectField, SubmitButton, summarize } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { useHydrated } from "~/components/use-hydrated";
import { onboardingSchema } from "~/domain/onboarding-schema";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, ONBOARDING_ORG_TYPES } from "~/domain/onboarding";
import { OTHER_STATE, US_STATES } from "@contract/us-states";
import { upstream } from "~/upstream/client.server";
import { attachDocument, createWithAdmin, organizationExists } from "~/upstream/onboarding.server";
import { replyWithFailure } from "~/http/outcome.server";
import { useAppForm } from "~/components/use-app-form";
import { formConstraints } from "~/http/form-constraints.server";
import { coordinatorFor } from "~/coordination/setup.server";
import {
  ATTEMPT_LIMITS,
  beginAttempt,
  retryAfterHeaders,
  tooManyAttempts,
  tooManyAttemptsInit,
} from "~/session/rate-limit.server";

export const handle = { i18n: ["provider", "auth"], titleKey: "provider:onboard.title" };

export const headers = retryAfterHeaders;

const OUTCOME = "onboard";

export function loader({ context }: LoaderFunctionArgs) {
  const done = context.jar.takeOutcome(OUTCOME) as {
    name?: string;
    email?: string;
    documentFailed?: boolean;
  } | null;
  return {
    done: done && typeof done.name === "string" ? done : null,
    constraints: formConstraints({ onboarding: onboardingSchema }),
  };
}

const FIELDS = [
  "name",
  "type",
  "employerId",
  "businessLicenseNumber",
  "address1",
  "city",
  "state",
  "zipcode",
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "document",
];

export async function action({ request, context }: ActionFunctionArgs) {
  let formData: FormData;
  try {
    formData = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data")
      ? await unstable_parseMultipartFormData(
          request,
          unstable_createMemoryUploadHandler({ maxPartSize: DOCUMENT_MAX_BYTES }),
        )
      : await request.formData();
  } catch (error) {
    // Over the size limit the rest of the form cannot be read either: say what to do.
    if (error instanceof MaxPartSizeExceededError)
      return data({ result: null, tooLarge: true }, { status: 413 });
    return data({ result: null, tooLarge: false }, { status: 400 });
  }
  // An empty file input arrives as a nameless, empty file.
  const file = formData.get("document");
  if (file instanceof File && (file.size === 0 || !file.name)) formData.delete("document");

  const submission = parseWithZod(formData, { schema: onboardingSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["document"] }), tooLarge: false }, { status: 400 });
  // Applications per applicant's e-mail and per address (decision 053's addendum): each one that
  // reaches the upstream makes records someone must review.
  const ticket = await beginAttempt(coordinatorFor(context.config), ATTEMPT_LIMITS.onboarding, {
    address: context.clientAddress,
    identity: submission.value.email,
  });
  if (!ticket.allowed)
    return data(
      {
        result: submission.reply({
          formErrors: [tooManyAttempts(ticket.retryAfterSeconds)],
          hideFields: ["document"],
        }),
        tooLarge: false,
      },
      tooManyAttemptsInit(ticket.retryAfterSeconds),
    );
  const client = upstream(context, request);
  const exists = await organizationExists(client, submission.value.name);
  if (exists.ok && exists.data) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { name: ["provider:onboard.errors.nameTaken"] },
          hideFields: ["document"],
        }),
        tooLarge: false,
      },
      { status: 400 },
    );
  }
  const created = await createWithAdmin(client, submission.value);
  if (!created.ok) {
    // An upstream that failed gave no verdict: the attempt does not count.
    if (
      created.kind !== "validation" &&
      created.kind !== "conflict" &&
      !(created.kind === "http" && created.status < 500)
    )
      await ticket.uncounted();
    const fieldMap = Object.fromEntries(
      FIELDS.flatMap((f) => [
        [`organization.${f}`, f],
        [`admin.${f}`, f],
        [`organization.address.${f}`, f],
      ]),
    );
    return data(
      {
        result: replyWithFailure(submission, created, { fields: FIELDS, fieldMap, hideFields: ["document"] }),
        tooLarge: false,
      },
      { status: 400 },
    );
  }
  let documentFailed = false;
  if (submission.value.document) {
    const attached = await attachDocument(client, created.data.id, submission.value.document);
    documentFailed = !attached.ok;
  }
  context.jar.setOutcome(OUTCOME, {
    name: submission.value.name,
    email: submission.value.email,
    documentFailed,
  });
  return redirect("/onboard", 303);
}

function DocumentField({
  errors,
  errorId,
  id,
  name,
}: {
  errors?: string[];
  errorId: string;
  id: string;
  name: string;
}) {
  const { t } = useTranslation("provider");
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const hintId = `${id}-hint`;
  const control = (
    <input
      ref={input}
      id={id}
      name={name}
      type="file"
      accept={DOCUMENT_TYPES.join(",")}
      aria-describedby={[hintId, errors?.length ? errorId : ""].filter(Boolean).join(" ")}
      aria-invalid={errors?.length ? true : undefined}
      onChange={(event) => setChosen(event.target.files?.[0]?.name ?? null)}
      className="mt-1 block min-h-touch w-full text-base file:mr-4 file:min-h-touch file:rounded file:border-2 file:border-slate-700 file:bg-white file:px-4 file:font-semibold"
    />
  );
  return (
    <div className="mb-2">
      <label htmlFor={id} className="block font-semibold">
        {t("onboard.document")}
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        {t("onboard.documentHint")}
      </p>
      {hydrated ? (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const files = event.dataTransfer.files;
            if (input.current && files.length) {
              input.current.files = files;
              setChosen(files[0]!.name);
            }
          }}
          data-testid="onboard-drop-zone"
          className={`mt-1 rounded border-2 border-dashed p-4 ${dragging ? "border-brand-700 bg-brand-50" : "border-slate-400"}`}
        >
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="upload" />
            {t("onboard.dropHere")}
          </p>
          {control}
          {chosen ? <p className="mt-2 text-sm">{t("onboard.chosen", { name: chosen })}</p> : null}
        </div>
      ) : (
        control
      )}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

export default function Onboard() {
  const { t } = useTranslation("provider");
  const { done, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof onboardingSchema>({
    id: "onboard",
    constraint: constraints.onboarding,
    lastResult: actionData?.result ?? undefined,
  });

  if (done) {
    return (
      <PublicLayout>
        <PageHeading>{t("onboard.doneTitle")}</PageHeading>
        <p className="mt-4 text-lg" role="status">
          {t("onboard.doneBody", { name: done.name, email: done.email })}
        </p>
        {done.documentFailed ? (
          <p className="mt-4 font-semibold text-red-700">{t("onboard.documentFailed")}</p>
        ) : null}
      </PublicLayout>
    );
  }

  const typeOptions = ONBOARDING_ORG_TYPES.map((type) => ({
    value: type,
    label: t(`onboard.types.${type.replace(" ", "_")}`),
  }));
  const stateOptions = [
    ...US_STATES.map((s) => ({ value: s.code, label: `${s.code} — ${s.name}` })),
    { value: OTHER_STATE, label: t("onboard.otherState") },
  ];
  const allFields = [
    fields.name,
    fields.type,
    fields.employerId,
    fields.businessLicenseNumber,
    fields.address1,
    fields.city,
    fields.state,
    fields.zipcode,
    fields.firstName,
    fields.lastName,
    fields.email,
    fields.phoneNumber,
    fields.document,
  ];
  const hadFile = actionData?.result && actionData.result.status === "error";
  return (
    <PublicLayout>
      <PageHeading>{t("onboard.title")}</PageHeading>
      <p className="mb-6 mt-2 text-slate-700">{t("onboard.intro")}</p>
      {actionData?.tooLarge ? (
        <div role="alert" className="mb-6 border-4 border-red-700 p-4 font-semibold">
          {t("onboard.errors.documentSize")}
        </div>
      ) : null}
      <ErrorSummary errors={summarize(form, allFields)} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
        <fieldset className="mb-6">
          <legend className="mb-2 text-xl font-bold">{t("onboard.organization")}</legend>
          <Field meta={fields.name} label={t("onboard.name")} autoComplete="organization" />
          <SelectField
            meta={fields.type}
            label={t("onboard.type")}
            options={typeOptions}
            placeholder={t("onboard.chooseType")}
          />
          <Field meta={fields.employerId} label={t("onboard.employerId")} />
          <Field meta={fields.businessLicenseNumber} label={t("onboard.license")} />
        </fieldset>
        <fieldset className="mb-6">
          <legend className="mb-2 text-xl font-bold">{t("onboard.address")}</legend>
          <Field meta={fields.address1} label={t("onboard.street")} autoComplete="address-line1" />
          <Field meta={fields.city} label={t("onboard.city")} autoComplete="address-level2" />
          <SelectField
            meta={fields.state}
            label={t("onboard.state")}
            options={stateOptions}
            placeholder={t("onboard.chooseState")}
            autoComplete="address-level1"
          />
          <Field
            meta={fields.zipcode}
            label={t("onboard.zipcode")}
            autoComplete="postal-code"
            inputMode="numeric"
            className="mb-2 max-w-xs"
          />
        </fieldset>
        <fieldset className="mb-6">
          <legend className="mb-2 text-xl font-bold">{t("onboard.admin")}</legend>
          <Field meta={fields.firstName} label={t("onboard.firstName")} autoComplete="given-name" />
          <Field meta={fields.lastName} label={t("onboard.lastName")} autoComplete="family-name" />
          <Field meta={fields.email} label={t("onboard.email")} type="email" autoComplete="email" />
          <Field meta={fields.phoneNumber} label={t("onboard.phone")} type="tel" autoComplete="tel" />
        </fieldset>
        <fieldset className="mb-6">
          <legend className="mb-2 text-xl font-bold">{t("onboard.documentLegend")}</legend>
          {hadFile ? <p className="mb-2 text-sm font-semibold">{t("onboard.chooseAgain")}</p> : null}
          <DocumentField
            id={fields.document.id}
            name={fields.document.name}
            errorId={fields.document.errorId}
            errors={fields.document.errors}
          />
        </fieldset>
        <SubmitButton>{t("onboard.submit")}</SubmitButton>
      </Form>
    </PublicLayout>
  );
}
