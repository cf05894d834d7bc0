import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { brandImageUrl, brandThemeUrl } from "~/components/branding/use-brand";
import { buttonClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { organizationPath } from "~/domain/organizations";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getBranding } from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { Link } from "@remix-run/react";

export const handle = { i18n: ["provider", "orgPages", "branding"], breadcrumb: crumbsFrom };

/** The system e-mail as the organization's patients would get it, rendered on the server. */
export const loader = guarded(
  "branding.edit",
  async (args) => {
    const t = await getT(args.context.locale, "branding");
    const tab = await loadOrganizationTab(args, "branding", () => [{ label: t("email.previewTitle") }]);
    const branding = orThrow(await getBranding(tab.client, tab.organization.id), args.context);
    return {
      pageTitle: t("email.previewTitle"),
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      organizationName: tab.organization.name,
      logoVersion: branding.images.emailLogo ?? null,
      themed: Boolean(branding.primaryColor || branding.accentColor || branding.font),
      version: branding.updatedAt ?? "",
      subject: branding.emailSubject || t("email.defaultSubject", { name: tab.organization.name }),
      body: branding.emailBody || t("email.defaultBody", { name: tab.organization.name }),
    };
  },
  { orgParam: "orgId" },
);

export default function EmailPreview() {
  const { t } = useTranslation("branding");
  const { orgId, organizationName, logoVersion, themed, version, subject, body } =
    useLoaderData<typeof loader>();
  return (
    <>
      {themed ? <link rel="stylesheet" href={brandThemeUrl(orgId, version)} /> : null}
      <PageHeading>{t("email.previewTitle")}</PageHeading>
      <p className="mt-2 max-w-prose">{t("email.previewIntro")}</p>
      <article
        data-brand={orgId}
        aria-label={t("email.previewLabel")}
        className="brand-accent mt-6 max-w-2xl rounded border-2 border-slate-300"
      >
        <header className="brand-surface bg-brand-900 p-4 text-white">
          {logoVersion ? (
            <img
              src={brandImageUrl(orgId, "emailLogo", logoVersion)}
              alt={t("email.logoAlt", { name: organizationName })}
              width={900}
              height={700}
              className="h-16 w-auto"
            />
          ) : (
            <p className="font-bold">{organizationName}</p>
          )}
        </header>
        <div className="p-4">
          <p className="text-sm text-slate-700">{t("email.subject")}</p>
          <p className="font-bold">{subject}</p>
          <div className="mt-4 whitespace-pre-line">{body}</div>
        </div>
      </article>
      <p className="mt-6">
        <Link to={organizationPath(orgId, "branding")} className={buttonClass("secondary")}>
          {t("email.back")}
        </Link>
      </p>
    </>
  );
}
