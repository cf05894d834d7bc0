import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { DeleteControl } from "../delete-confirmation";
import { SubmitButton } from "../forms";
import { Icon } from "../icons";
import { patientPath } from "./patient-record";

/**
 * Managing a patient from the record: invitation codes and removal per organization, delete and
 * purge for the patient as a whole. Each change is a confirmation route of its own (a page
 * without JS, a dialog with it); the invitation is one POST.
 */

export type PatientChange = "remove" | "delete" | "purge";

export type PatientChangeData = DeleteConfirmationBase & {
  change: PatientChange;
  name: string;
  organization: string | null;
  /** Family members who stay, as patients of their own (delete and purge); null when unknown. */
  family: number | null;
};

export const patientChangePath = (patientId: string, change: PatientChange, organizationId?: string) =>
  `${patientPath(patientId)}/${change}${organizationId ? `?${new URLSearchParams({ organizationId })}` : ""}`;

/** What the change does, and what is lost or kept, in words. */
export function PatientChangeSummary({ data }: { data: PatientChangeData }) {
  const { t } = useTranslation("members");
  const values = { name: data.name, organization: data.organization ?? "" };
  return (
    <>
      <p className="text-lg">{t(`manage.${data.change}.question`, values)}</p>
      <p className="mt-2">{t(`manage.${data.change}.consequence`, values)}</p>
      {data.change === "remove" && !data.canDelete ? (
        <p className="mt-2 font-semibold" role="note">
          {t("manage.remove.lastOrganization")}
        </p>
      ) : null}
      {data.change !== "remove" && data.family ? (
        <p className="mt-2">{t("manage.familyStays", { n: data.family })}</p>
      ) : null}
      {data.change === "purge" ? <p className="mt-2 font-semibold">{t("manage.purge.final")}</p> : null}
    </>
  );
}

export interface ManageFacts {
  patientId: string;
  /** The patient's organizations where the user may invite and remove. */
  organizations: Array<{ id: string; name: string }>;
  /** Whether removal is possible at all: a patient keeps at least one organization. */
  mayRemove: boolean;
  mayDelete: boolean;
}

/** The record's "Manage" section; absent when the user may change nothing here. */
export function ManagePatient({ facts }: { facts: ManageFacts }) {
  const { t } = useTranslation("members");
  if (facts.organizations.length === 0 && !facts.mayDelete) return null;
  return (
    <section aria-labelledby="manage" className="mt-8 print:hidden">
      <h2 id="manage" className="text-xl font-bold">
        {t("manage.title")}
      </h2>
      {facts.organizations.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-200">
          {facts.organizations.map((organization) => (
            <li key={organization.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="font-semibold">{organization.name}</span>
              <span className="flex flex-wrap gap-2">
                <Form method="post" action={`${patientPath(facts.patientId)}/invite`}>
                  <input type="hidden" name="organizationId" value={organization.id} />
                  <SubmitButton variant="secondary">
                    <Icon name="message" />
                    {t("manage.invite.button")}
                    <span className="sr-only">
                      {" "}
                      {t("manage.forOrganization", { organization: organization.name })}
                    </span>
                  </SubmitButton>
                </Form>
                {facts.mayRemove ? (
                  <DeleteControl
                    href={patientChangePath(facts.patientId, "remove", organization.id)}
                    Summary={PatientChangeSummary}
                  >
                    {t("manage.remove.button")}
                    <span className="sr-only">
                      {" "}
                      {t("manage.forOrganization", { organization: organization.name })}
                    </span>
                  </DeleteControl>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {facts.mayDelete ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <DeleteControl href={patientChangePath(facts.patientId, "delete")} Summary={PatientChangeSummary}>
            <Icon name="trash" />
            {t("manage.delete.button")}
          </DeleteControl>
          <DeleteControl href={patientChangePath(facts.patientId, "purge")} Summary={PatientChangeSummary}>
            <Icon name="trash" />
            {t("manage.purge.button")}
          </DeleteControl>
        </div>
      ) : null}
    </section>
  );
}
