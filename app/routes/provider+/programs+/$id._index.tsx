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
import { pageWithPanels } from "~/http/partial-page.server";
import { listClinicPrograms, listProgramsUsingCarePlan, type ProgramBrief } from "~/upstream/programs.server";
import { loadProgram, programCrumbs } from "./__programs.server";

export const handle = { i18n: ["programs"], breadcrumb: crumbsFrom };

/** What an editor can do from the overview: each its own page. */
const EDIT_LINKS = [
  { page: "edit", icon: "pencil", label: "form.edit", variant: "secondary" },
  { page: "picture", icon: "upload", label: "picture.change", variant: "secondary" },
  { page: "delete", icon: "trash", label: "delete.link", variant: "danger" },
] as const;

/** The care-plan templates whose other programs the overview names: the first few. */
const RELATED_TEMPLATES = 5;

/**
 * A program's overview: its fields, what it offers and its phases at a glance; then the tree's
 * other programs at its clinic and using its care-plan templates (decision 042). The ids come
 * from the program itself, so they are of the tree; a look-up that fails hides only its list.
 */
export const loader = guarded("programs.read", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.read");
  const others = (result: { ok: true; data: ProgramBrief[] } | { ok: false }) =>
    result.ok ? result.data.filter((p) => p.id !== program.id) : null;
  const templates = program.templates.slice(0, RELATED_TEMPLATES);
  const [atClinic, ...usingTemplates] = await Promise.all([
    program.clinic ? listClinicPrograms(client, program.clinic.id) : null,
    ...templates.map((template) => listProgramsUsingCarePlan(client, program.organizationId, template.id)),
  ]);
  return pageWithPanels(
    {
      program,
      atClinic:
        program.clinic && atClinic ? { clinic: program.clinic.name, programs: others(atClinic) } : null,
      byTemplate: templates.map((template, i) => ({
        id: template.id,
        name: template.name,
        programs: others(usingTemplates[i]!),
      })),
      pageTitle: program.name,
      crumbs: await programCrumbs(context, program),
    },
    [atClinic, ...usingTemplates],
  );
});

export default function ProgramOverview() {
  const { t } = useTranslation("programs");
  const { program, atClinic, byTemplate } = useLoaderData<typeof loader>();
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
      {atClinic || byTemplate.length ? (
        <section aria-labelledby="related" className="mt-8 max-w-3xl">
          <h2 id="related" className="text-xl font-bold">
            {t("related.heading")}
          </h2>
          {atClinic ? (
            <Related
              title={t("related.atClinic", { clinic: atClinic.clinic })}
              programs={atClinic.programs}
            />
          ) : null}
          {byTemplate.map((template) => (
            <Related
              key={template.id}
              title={t("related.usingTemplate", { template: template.name })}
              programs={template.programs}
            />
          ))}
        </section>
      ) : null}
    </>
  );
}

/** One look-up's programs as links, or why there are none to show. */
function Related({
  title,
  programs,
}: {
  title: string;
  programs: ReadonlyArray<{ id: string; name: string; status: string }> | null;
}) {
  const { t } = useTranslation("programs");
  return (
    <div className="mt-4">
      <h3 className="font-semibold">{title}</h3>
      {programs === null ? (
        <p className="mt-1">{t("related.unavailable")}</p>
      ) : programs.length === 0 ? (
        <p className="mt-1">{t("related.none")}</p>
      ) : (
        <ul className="mt-1 list-disc pl-6">
          {programs.map((p) => (
            <li key={p.id}>
              <Link to={programPath(p.id)} className="inline-flex min-h-touch items-center underline">
                {p.name}
              </Link>{" "}
              ({t(`statuses.${p.status}`, { defaultValue: p.status })})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
