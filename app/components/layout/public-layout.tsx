import type { ReactNode } from "react";
import type { HeaderUser } from "./account-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Sign-in, reset, registration and other pages outside the signed-in areas. */
export function PublicLayout({
  children,
  user = null,
  narrow = true,
}: {
  children: ReactNode;
  user?: HeaderUser | null;
  narrow?: boolean;
}) {
  return (
    <>
      <SiteHeader user={user} homeHref="/" />
      <main
        id="main-content"
        tabIndex={-1}
        className={`mx-auto w-full px-4 py-8 focus:outline-none ${narrow ? "max-w-xl" : "max-w-6xl"}`}
      >
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
