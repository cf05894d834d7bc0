import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../forms";
import { Icon } from "../icons";

export interface HeaderUser {
  displayName: string;
  area: "staff" | "patient";
}

export const LOGOUT_PATH = "/logout";

/** Account actions in a <details> disclosure; logout is a POST form, never a link. */
export function AccountMenu({ user }: { user: HeaderUser }) {
  const { t } = useTranslation("common");
  return (
    <details className="relative">
      <summary className="flex min-h-touch cursor-pointer list-none items-center gap-2 rounded px-3 font-semibold text-white hover:bg-white/10 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400">
        <Icon name="user" />
        <span className="sr-only">{t("account.menu")}: </span>
        <span className="max-w-[10rem] truncate">{user.displayName}</span>
      </summary>
      <div className="fixed inset-x-2 z-40 mt-1 rounded border-2 border-slate-800 bg-white p-2 text-slate-900 shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:w-64">
        <ul>
          <li>
            <Link
              to="/account/password"
              className="flex min-h-touch items-center gap-2 rounded px-3 underline hover:bg-slate-100"
            >
              <Icon name="lock" />
              {t("account.changePassword")}
            </Link>
          </li>
          <li>
            <Form method="post" action={LOGOUT_PATH}>
              <button type="submit" className={`${buttonClass("link")} w-full justify-start`}>
                <Icon name="logout" />
                {t("account.logout")}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
