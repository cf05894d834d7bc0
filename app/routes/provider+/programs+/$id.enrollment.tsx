import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton, buttonClass, inputClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { Pagination } from "~/components/pagination";
import { ProgramTabs } from "~/components/programs/program-tabs";
import { Table, Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { enrollSchema } from "~/domain/program-schemas";
import { PATIENT_PAGE_SIZE, programPath } from "~/domain/programs";
import { actionFlash, orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { enrollPatient, listEligible, listProgramPatients } from "~/upstream/programs.server";
import { loadProgram, programCrumbs } from "./__programs.server";

export const handle = { i18n: ["programs"], breadcrumb: crumbsFrom };

const pageParam = (url: URL, name: string) => {
  const n = Number(url.searchParams.get(name) ?? "0");
  return Number.isInteger(n) && n >= 0 && n < 10_000 ? n : 0;
};

/**
 * Who is in a program and who could be (spec part 2 §7): the enrolled and invited patients, and
 * the eligible ones not enrolled, filtered by name in the query string. Tick boxes and "invite
 * all matching" lead to a confirmation page that counts before anything is sent; each eligible
 * row enrolls its patient with a POST form.
 */
export const loader = guarded("programs.read", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const program = await loadProgram(client, context, request, params.id, "programs.read");
  const url = new URL(request.url);
  const name = (url.searchParams.get("name") ?? "").trim().slice(0, 100);
  const [members, eligible, t] = await Promise.all([
    listProgramPatients(client, program.id, {
      page: pageParam(url, "enrolledPage"),
      size: PATIENT_PAGE_SIZE,
    }),
    listEligible(client, program.id, { page: pageParam(url, "page"), size: PATIENT_PAGE_SIZE, name }),
    getT(context.locale, "programs"),
  ]);
  return {
    program,
    name,
    members: orThrow(members, context),
    eligible: orThrow(eligible, context),
    pageTitle: t("enrollment.title", { name: program.name }),
    crumbs: await programCrumbs(context, program, t("tabs.enrollment")),
  };
});

export const action = guarded("programs.edit", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const submission = parseWithZod(await request.formData(), { schema: enrollSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await enrollPatient(client, program.id, submission.value.patientId);
  context.jar.setFlash(
    actionFlash(result, { success: "programs:flash.enrolled", failure: "programs:flash.enrollFailed" }),
  );
  return redirect(programPath(program.id, "enrollment"), 303);
});

export default function ProgramEnrollment() {
  const { t } = useTranslation("programs");
  const { program, name, members, eligible } = useLoaderData<typeof loader>();
  const canEdit = useCan("programs.edit");
  const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  return (
    <>
      <PageHeading>{t("enrollment.title", { name: program.name })}</PageHeading>
      <ProgramTabs programId={program.id} />

      <section aria-labelledby="enrolled" className="mt-6">
        <h2 id="enrolled" className="text-xl font-bold">
          {t("enrollment.enrolledHeading")}
        </h2>
        {members.content.length === 0 ? (
          <p className="mt-2">{t("enrollment.noneEnrolled")}</p>
        ) : (
          <Table caption={t("enrollment.enrolledCaption")}>
            <thead>
              <tr>
                <Th>{t("enrollment.patient")}</Th>
                <Th>{t("enrollment.born")}</Th>
                <Th>{t("enrollment.status")}</Th>
              </tr>
            </thead>
            <tbody>
              {members.content.map((m) => (
                <tr key={m.patientId}>
                  <Td>
                    <Link to={patientPath(m.patientId)} className="font-semibold underline">
                      {fullName(m)}
                    </Link>
                  </Td>
                  <Td>{m.dateOfBirth ?? ""}</Td>
                  <Td>{t(`patientStatuses.${m.status}`, { defaultValue: m.status })}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pagination
          page={members.number}
          totalPages={members.totalPages}
          totalElements={members.totalElements}
          param="enrolledPage"
          label={t("enrollment.enrolledPages")}
        />
      </section>

      <section aria-labelledby="eligible" className="mt-10">
        <h2 id="eligible" className="text-xl font-bold">
          {t("enrollment.eligibleHeading")}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{t("enrollment.eligibleIntro")}</p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="eligible-name" className="block font-semibold">
              {t("enrollment.searchName")}
            </label>
            <input
              id="eligible-name"
              name="name"
              type="search"
              defaultValue={name}
              maxLength={100}
              className={`${inputClass} mt-1`}
            />
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {t("enrollment.search")}
          </button>
        </Form>
        {eligible.content.length === 0 ? (
          <p className="mt-4">{name ? t("enrollment.noneMatching") : t("enrollment.noneEligible")}</p>
        ) : (
          <Table caption={t("enrollment.eligibleCaption", { n: eligible.totalElements })}>
            <thead>
              <tr>
                {canEdit ? <Th>{t("enrollment.choose")}</Th> : null}
                <Th>{t("enrollment.patient")}</Th>
                <Th>{t("enrollment.born")}</Th>
                <Th>{t("enrollment.status")}</Th>
                {canEdit ? <Th>{t("enrollment.actions")}</Th> : null}
              </tr>
            </thead>
            <tbody>
              {eligible.content.map((p) => (
                <tr key={p.id}>
                  {canEdit ? (
                    <Td>
                      <input
                        type="checkbox"
                        form="invite-form"
                        name="patientId"
                        value={p.id}
                        id={`choose-${p.id}`}
                        aria-label={t("enrollment.chooseOne", { name: fullName(p) })}
                        className="h-6 w-6 rounded border-2 border-slate-700 focus:ring-4 focus:ring-amber-400"
                      />
                    </Td>
                  ) : null}
                  <Td>
                    <Link to={patientPath(p.id)} className="font-semibold underline">
                      {fullName(p)}
                    </Link>
                  </Td>
                  <Td>{p.dateOfBirth ?? ""}</Td>
                  <Td>{p.invited ? t("patientStatuses.INVITED") : t("enrollment.notInvited")}</Td>
                  {canEdit ? (
                    <Td>
                      <Form method="post">
                        <input type="hidden" name="patientId" value={p.id} />
                        <SubmitButton intent="enroll" variant="secondary" className="text-sm">
                          {t("enrollment.enroll")}
                          <span className="sr-only">: {fullName(p)}</span>
                        </SubmitButton>
                      </Form>
                    </Td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pagination
          page={eligible.number}
          totalPages={eligible.totalPages}
          totalElements={eligible.totalElements}
          label={t("enrollment.eligiblePages")}
        />
        {canEdit && eligible.totalElements > 0 ? (
          <Form id="invite-form" method="get" action={programPath(program.id, "invite")} className="mt-4">
            <input type="hidden" name="name" value={name} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClass("secondary")}>
                {t("enrollment.inviteSelected")}
              </button>
              <button type="submit" name="all" value="true" className={buttonClass("primary")}>
                {name
                  ? t("enrollment.inviteAllMatching", { n: eligible.totalElements })
                  : t("enrollment.inviteAll", { n: eligible.totalElements })}
              </button>
            </div>
          </Form>
        ) : null}
      </section>
    </>
  );
}
