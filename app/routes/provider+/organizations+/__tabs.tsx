import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, SubmitButton, buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { Tabs } from "~/components/tabs";
import { useCanHere } from "~/components/use-can";
import { useOffered } from "~/components/use-offered";

/**
 * An organization's pages (DESIGN.md "URL map", decision 031), each tab its own URL. Branding is
 * a tab only for those who may change it.
 */
export function OrganizationTabs({ orgId }: { orgId: string }) {
  const { t } = useTranslation(["provider", "orgPages"]);
  const mayBrand = useCanHere("branding.edit");
  const mayExport = useCanHere("exports.run");
  const brandingOffered = useOffered("organizationPages.branding");
  const mayReadLanes = useCanHere("lanes.read");
  const mayReadAccess = useCanHere("audit.read");
  const base = `/provider/organizations/${encodeURIComponent(orgId)}`;
  return (
    <Tabs
      label={t("organizations.tabs")}
      tabs={[
        { to: base, label: t("organizations.overview") },
        { to: `${base}/branches`, label: t("orgPages:tabs.branches") },
        { to: `${base}/departments`, label: t("orgPages:tabs.departments") },
        { to: `${base}/schools`, label: t("orgPages:tabs.schools") },
        { to: `${base}/locations`, label: t("orgPages:tabs.locations") },
        { to: `${base}/staff`, label: t("orgPages:tabs.staff") },
        { to: `${base}/clinics`, label: t("orgPages:tabs.clinics") },
        ...(mayReadLanes ? [{ to: `${base}/lanes`, label: t("organizations.lanes") }] : []),
        { to: `${base}/patient-groups`, label: t("organizations.patientGroups") },
        { to: `${base}/events`, label: t("orgPages:tabs.events") },
        { to: `${base}/files`, label: t("orgPages:tabs.files") },
        { to: `${base}/settings`, label: t("orgPages:tabs.settings") },
        ...(mayBrand && brandingOffered
          ? [{ to: `${base}/branding`, label: t("orgPages:tabs.branding") }]
          : []),
        ...(mayExport ? [{ to: `${base}/exports`, label: t("orgPages:tabs.exports") }] : []),
        ...(mayReadAccess
          ? [{ to: `${base}/access-history`, label: t("orgPages:tabs.access-history") }]
          : []),
      ]}
    />
  );
}

/** A tab's heading and the tabs under it. */
export function OrganizationTabHeading({ title, orgId }: { title: string; orgId: string }) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <OrganizationTabs orgId={orgId} />
    </>
  );
}

/**
 * A settings change that others feel (a new invitation code, a move) asked first: what happens,
 * an upstream refusal in its words, the POST that does it and the way back.
 */
export function ConfirmStep({
  title,
  summary,
  confirmLabel,
  backHref,
  messages = [],
  hidden = {},
}: {
  title: string;
  summary: string;
  confirmLabel: string;
  backHref: string;
  messages?: string[];
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation("orgPages");
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary errors={messages.map((message) => ({ message }))} />
        <p>{summary}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Form method="post">
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <SubmitButton variant="danger">{confirmLabel}</SubmitButton>
          </Form>
          <Link to={backHref} className={buttonClass("secondary")}>
            {t("settings.keep")}
          </Link>
        </div>
      </div>
    </>
  );
}
