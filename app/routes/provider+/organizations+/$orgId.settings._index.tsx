import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  CheckboxField,
  ErrorSummary,
  Field,
  SubmitButton,
  TextareaField,
  buttonClass,
  inputClass,
  summarize,
} from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { useAppForm } from "~/components/use-app-form";
import { useCan } from "~/components/use-can";
import { consentSchema, extraSettingsSchema } from "~/domain/organization-page-schemas";
import { CONSENT_MAX } from "~/domain/organization-page-limits";
import { organizationPath } from "~/domain/organizations";
import { notFound } from "~/http/not-found.server";
import { orThrow, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import {
  getBranchesBrief,
  getSettings,
  putConsent,
  putExtraSettings,
} from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/**
 * The organization's settings (decision 031), each its own small form: extra settings, consent,
 * the invitation code (refreshed after a confirmation) and the parent it sits under (moved after
 * a confirmation).
 */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const tab = await loadOrganizationTab(args, "settings");
    const settings = orThrow(await getSettings(tab.client, tab.organization.id), args.context);
    const parentId = settings.parentOrganizationId ?? null;
    const siblings = parentId ? await getBranchesBrief(tab.client, parentId, null) : null;
    return {
      constraints: formConstraints({ extra: extraSettingsSchema, consent: consentSchema }),
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      invitationCode: settings.invitationCode ?? "",
      extra: {
        canRegisterIndividuals: settings.canRegisterIndividuals === true,
        allowFamilyMembers: settings.extraSettings?.allowFamilyMembers === true,
        reminderDays: settings.extraSettings?.reminderDays ?? 1,
      },
      consent: {
        consentText: settings.consent?.consentText ?? "",
        consentRequired: settings.consent?.consentRequired === true,
      },
      // Where it may move: beside its siblings (under one of them); none for a top-level organization.
      parents: siblings?.ok
        ? siblings.data
            .filter((o) => o.id !== tab.organization.id)
            .map((o) => ({ value: o.id, label: o.name }))
        : null,
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId!;
    const form = await request.formData();
    const intent = form.get("intent");
    if (intent === "extraSettings") {
      const submission = parseWithZod(form, { schema: extraSettingsSchema });
      if (submission.status !== "success")
        return data({ intent, result: submission.reply() }, { status: 400 });
      const { intent: _i, ...body } = submission.value;
      const result = await putExtraSettings(client, orgId, body);
      if (!result.ok)
        return data(
          { intent, result: replyWithFailure(submission, result, { fields: ["reminderDays"] }) },
          { status: statusForFailure(result) },
        );
    } else if (intent === "consent") {
      const submission = parseWithZod(form, { schema: consentSchema });
      if (submission.status !== "success")
        return data({ intent, result: submission.reply() }, { status: 400 });
      const { intent: _i, ...body } = submission.value;
      const result = await putConsent(client, orgId, body);
      if (!result.ok)
        return data(
          { intent, result: replyWithFailure(submission, result, { fields: ["consentText"] }) },
          { status: statusForFailure(result) },
        );
    } else {
      throw notFound(context);
    }
    return redirectWithFlash(context, organizationPath(orgId, "settings"), {
      kind: "success",
      key: "orgPages:settings.flash.saved",
    });
  },
  { orgParam: "orgId" },
);

export default function Settings() {
  const { t } = useTranslation("orgPages");
  const { title, orgId, invitationCode, extra, consent, parents, constraints } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mayEdit = useCan("organizations.edit");
  const [extraForm, extraFields] = useAppForm<typeof extraSettingsSchema>({
    id: "extra-settings",
    constraint: constraints.extra,
    lastResult: actionData?.intent === "extraSettings" ? actionData.result : null,
    defaultValue: {
      intent: "extraSettings",
      canRegisterIndividuals: extra.canRegisterIndividuals ? "on" : undefined,
      allowFamilyMembers: extra.allowFamilyMembers ? "on" : undefined,
      reminderDays: String(extra.reminderDays),
    },
  });
  const [consentForm, consentFields] = useAppForm<typeof consentSchema>({
    id: "consent",
    constraint: constraints.consent,
    lastResult: actionData?.intent === "consent" ? actionData.result : null,
    defaultValue: {
      intent: "consent",
      consentText: consent.consentText,
      consentRequired: consent.consentRequired ? "on" : undefined,
    },
  });
  const disabled = !mayEdit;
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      <section aria-labelledby="invitation-heading" className="mt-6 max-w-xl">
        <h2 id="invitation-heading" className="text-xl font-bold">
          {t("settings.invitation")}
        </h2>
        <p className="mt-2">
          {t("settings.invitationCode")}{" "}
          <code data-testid="invitation-code" className="rounded bg-slate-100 px-2 py-1 font-mono text-lg">
            {invitationCode || t("settings.noCode")}
          </code>
        </p>
        {mayEdit ? (
          <p className="mt-3">
            <Link
              to={organizationPath(orgId, "settings", "invitation-code")}
              className={buttonClass("secondary")}
            >
              {t("settings.refreshCode")}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="extra-heading" className="mt-8 max-w-xl">
        <h2 id="extra-heading" className="text-xl font-bold">
          {t("settings.extra")}
        </h2>
        <ErrorSummary id="extra-summary" errors={summarize(extraForm, [extraFields.reminderDays])} />
        <Form method="post" {...getFormProps(extraForm)} noValidate>
          <fieldset disabled={disabled}>
            <CheckboxField
              meta={extraFields.canRegisterIndividuals}
              label={t("settings.canRegisterIndividuals")}
            />
            <CheckboxField meta={extraFields.allowFamilyMembers} label={t("settings.allowFamilyMembers")} />
            <Field
              meta={extraFields.reminderDays}
              label={t("settings.reminderDays")}
              hint={t("settings.reminderDaysHint")}
              type="number"
              inputMode="numeric"
              min={0}
              max={30}
            />
            {mayEdit ? <SubmitButton intent="extraSettings">{t("settings.saveExtra")}</SubmitButton> : null}
          </fieldset>
        </Form>
      </section>

      <section aria-labelledby="consent-heading" className="mt-8 max-w-xl">
        <h2 id="consent-heading" className="text-xl font-bold">
          {t("settings.consent")}
        </h2>
        <ErrorSummary id="consent-summary" errors={summarize(consentForm, [consentFields.consentText])} />
        <Form method="post" {...getFormProps(consentForm)} noValidate>
          <fieldset disabled={disabled}>
            <TextareaField
              meta={consentFields.consentText}
              label={t("settings.consentText")}
              hint={t("settings.consentHint", { max: CONSENT_MAX })}
              rows={5}
            />
            <CheckboxField meta={consentFields.consentRequired} label={t("settings.consentRequired")} />
            {mayEdit ? <SubmitButton intent="consent">{t("settings.saveConsent")}</SubmitButton> : null}
          </fieldset>
        </Form>
      </section>

      {mayEdit && parents && parents.length > 0 ? (
        <section aria-labelledby="move-heading" className="mt-8 max-w-xl">
          <h2 id="move-heading" className="text-xl font-bold">
            {t("settings.move")}
          </h2>
          <p className="mt-2">{t("settings.moveHint")}</p>
          <Form method="get" action={organizationPath(orgId, "settings", "move")} className="mt-2">
            <label htmlFor="move-parent" className="block font-semibold">
              {t("settings.newParent")}
            </label>
            <select id="move-parent" name="parentOrganizationId" required className={`${inputClass} mt-1`}>
              {parents.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
            <button type="submit" className={`${buttonClass("secondary")} mt-3`}>
              {t("settings.moveContinue")}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
