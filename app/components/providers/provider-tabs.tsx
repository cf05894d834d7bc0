import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DeleteControl } from "../delete-confirmation";
import { buttonClass } from "../forms";
import { Icon } from "../icons";
import { IMAGE_WIDTH, ImageWithFallback } from "../image-with-fallback";
import { PageHeading } from "../layout/page-heading";
import { Tabs } from "../tabs";
import { useCan } from "../use-can";
import { providerPath } from "~/domain/providers";
import { ProviderDeleteSummary } from "./delete-summary";

export interface ProviderSummary {
  id: string;
  name: string;
  photoSrc: string | null;
}

/** A provider's photo at the profile width (spec part 2 §9), or the empty image, named either way. */
export function ProviderPhoto({ provider }: { provider: Omit<ProviderSummary, "id"> }) {
  const { t } = useTranslation("providers");
  return (
    <ImageWithFallback
      src={provider.photoSrc}
      alt={
        provider.photoSrc ? t("photo.of", { name: provider.name }) : t("photo.none", { name: provider.name })
      }
      width={IMAGE_WIDTH.providerProfile}
    />
  );
}

/**
 * The top of every provider page: photo at the profile width (spec part 2 §9), name, the edit,
 * photo and delete links for those who may change providers (delete: a confirmation page, or the
 * same confirmation in a dialog with JS), and the tabs, each its own URL.
 */
export function ProviderHeader({ provider, heading }: { provider: ProviderSummary; heading?: string }) {
  const { t } = useTranslation("providers");
  const mayEdit = useCan("providers.edit");
  return (
    <>
      <div className="flex flex-wrap items-start gap-6">
        <ProviderPhoto provider={provider} />
        <div>
          <PageHeading>{heading ?? provider.name}</PageHeading>
          {mayEdit ? (
            <p className="mt-4 flex flex-wrap gap-2">
              <Link to={providerPath(provider.id, "edit")} className={buttonClass("secondary")}>
                <Icon name="pencil" />
                {t("actions.edit")}
              </Link>
              <Link to={providerPath(provider.id, "photo")} className={buttonClass("secondary")}>
                <Icon name="upload" />
                {t("actions.photo")}
              </Link>
              <DeleteControl href={providerPath(provider.id, "delete")} Summary={ProviderDeleteSummary}>
                <Icon name="trash" />
                {t("actions.delete")}
              </DeleteControl>
            </p>
          ) : null}
        </div>
      </div>
      <Tabs
        label={t("tabs.label", { name: provider.name })}
        tabs={[
          { to: providerPath(provider.id), label: t("tabs.profile") },
          { to: providerPath(provider.id, "appointments"), label: t("tabs.appointments") },
          {
            to: providerPath(provider.id, "organization-appointments"),
            label: t("tabs.organizationAppointments"),
          },
          { to: providerPath(provider.id, "patients"), label: t("tabs.patients") },
        ]}
      />
    </>
  );
}
