import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { brandImageUrl, hasImage, useBrand } from "../branding/use-brand";
import { Icon } from "../icons";
import type { HeaderUser } from "./account-menu";
import { AccountMenu } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";

export function SiteHeader({
  user,
  homeHref,
  extra,
}: {
  user: HeaderUser | null;
  homeHref: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation("common");
  const brand = useBrand();
  const logo = hasImage(brand, "loginLogo") ? brandImageUrl(brand.org, "loginLogo", brand.v) : null;
  return (
    // First on the page whatever comes before it in the markup (the body is a flex column): the
    // flash banner and the invalid-data notice are rendered ahead of every layout, by the root.
    <header
      className="brand-surface order-first bg-brand-900 text-white print:hidden"
      data-brand={brand?.theme ? brand.org : undefined}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <Link
          to={homeHref}
          className="flex min-h-touch items-center gap-2 rounded text-lg font-bold focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
        >
          {logo ? (
            // The organization's logo beside the app's name, which stays the link's text.
            <img src={logo} alt="" width={47} height={47} className="h-8 w-8" data-testid="brand-logo" />
          ) : (
            <Icon name="heart" className="h-6 w-6" />
          )}
          {t("appName")}
        </Link>
        <div className="flex flex-wrap items-center gap-1">
          {extra}
          <LanguageSwitcher />
          {user ? <AccountMenu user={user} /> : null}
        </div>
      </div>
    </header>
  );
}
