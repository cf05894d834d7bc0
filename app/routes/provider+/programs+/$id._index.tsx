import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ProgramTabs } from "~/components/programs/program-tabs";
import { useCan } from "~/components/use-can";
import { hasPicture, programPath } from "~/domain/programs";
import { IMAGE_WIDTH, ImageWithFallback } from "~/components/image-with-fallback";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { loadProgram, programCrumbs } from "./__programs.server";

export const handle = { i18n: ["programs"], breadcrumb: crumbsFrom };

/** What an editor can do from the overview: each its own page. */
const EDIT_LINKS = [
  { page: "edit", icon: "pencil", label: "form.edit", variant: "secondary" },
  { page: "picture", icon: "upload", label: "picture.change", variant: "secondary" },
  { page: "delete", icon: "trash", label: "delete.link", variant: "danger" },
] as const;

/** A program's overview: its fields, what it offers and its phases at a glance. */
export const loader = guarded("programs.read", async ({ request, context, params }) => {
  const program = await loadProgram(upstream(context, request), context, request, params.id, "programs.read");
  return { program, pageTitle: program.name, crumbs: await programCrumbs(context, program) };
});

export default function ProgramOverview() {
  const { t } = useTranslation("programs");
  const { program } = useLoaderData<typeof loader>();
  const canEdit = useCan("programs.edit");
  const names = (list: ReadonlyArray<{ name: string }>) =>
    list.length ? list.map((v) => v.name).join(", ") : t("overview.none");
  const facts: Array<[string, string]> = [
    [t("form.type"), program.type?.name ?? t("overview.none")],
    [t("form.category"), program.category?.name ?? t("overview.none")],
    [t("form.status"), t(`statuses.${program.status}`, { defaultValue: program.status })],
    [t("form.clinic"), program.clinic?.name ?? t("overview.none")],
    [t("form.templates"), names(program.templates)],
    [t("form.serviceTypes"), names(program.serviceTypes)],
    [t("tabs.phases"), names(program.programPhases)],
  ];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{program.name}</PageHeading>
        {canEdit ? (
          <div className="flex flex-wrap gap-3">
            {EDIT_LINKS.map((link) => (
              <Link
                key={link.page}
                to={programPath(program.id, link.page)}
                className={buttonClass(link.variant)}
              >
                <Icon name={link.icon} />
                {t(link.label)}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
      <ProgramTabs programId={program.id} />
      {hasPicture(program.links) ? (
        <ImageWithFallback
          src={programPath(program.id, "picture/image")}
          alt={t("picture.shown", { name: program.name })}
          width={IMAGE_WIDTH.default}
          className="mt-4"
        />
      ) : null}
      {program.description ? <p className="mt-4 max-w-3xl">{program.description}</p> : null}
      <dl className="mt-6 grid max-w-3xl gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
