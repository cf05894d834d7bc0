import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { When } from "~/components/patient/when";
import { Table, Td, Th } from "~/components/table";
import { formatInstantDate } from "~/domain/format";
import { safeRedirect } from "~/domain/safe-redirect";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { getFamilyMemberDetails, getVaccinationInfo } from "~/upstream/family.server";
import { getFamilyMembers } from "~/upstream/patients.server";
import { nameOf, patientScope } from "./__patient-area.server";

export const handle = { i18n: ["patient"], titleKey: "patient:family.title" };

const DASHBOARD = "/curapatient/patient/dashboard";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  // The family-detail view: one member's details and vaccinations, only of one's own family. An
  // id that cannot be one answers 404 before any call.
  const wanted = new URL(request.url).searchParams.get("member");
  const memberId = wanted === null ? null : requireValidId(context, wanted);
  const members = orThrow(await getFamilyMembers(scope.client, scope.selfId), context);
  const member = memberId === null ? null : members.find((m) => m.id === memberId);
  if (member === undefined) throw notFound(context);
  const [details, vaccinations, t] = await Promise.all([
    member ? getFamilyMemberDetails(scope.client, member.id) : null,
    member ? getVaccinationInfo(scope.client, member.id) : null,
    getT(context.locale, "patient"),
  ]);
  const zone = (timeZone: string | null | undefined) => timeZone ?? context.timeZone;
  return {
    pageTitle: member ? t("family.detailTitle", { name: nameOf(member) }) : t("family.title"),
    actingForId: scope.actingFor?.patientId ?? null,
    // The family-detail flag: each member with the details the family page shows.
    members: members.map((m) => ({
      id: m.id,
      name: nameOf(m),
      relationship: m.relationship ?? null,
      dateOfBirth: m.dateOfBirth ?? null,
      gender: m.gender ?? null,
    })),
    detail: member
      ? {
          id: member.id,
          name: nameOf(member),
          facts: details?.ok
            ? {
                next: details.data.nextAppointment
                  ? {
                      name: details.data.nextAppointment.name ?? "",
                      dueDate: details.data.nextAppointment.dueDate ?? null,
                      timeZone: zone(details.data.nextAppointment.timeZone),
                      clinic: details.data.nextAppointment.clinicName ?? "",
                    }
                  : null,
                toBook: details.data.appointmentsToBook ?? 0,
              }
            : null,
          vaccinations: vaccinations?.ok
            ? vaccinations.data.map((v) => ({
                id: v.taskId,
                name: v.name ?? "",
                at: v.administeredAt ?? null,
                day: v.administeredAt ? formatInstantDate(v.administeredAt, zone(v.timeZone)) : "",
                manufacturer: v.manufacturer ?? "",
                dose: v.doseNumber ?? null,
                clinic: v.clinicName ?? "",
              }))
            : null,
        }
      : null,
  };
}

/** Where to go after switching back: the page the patient was on, when it is one of ours. */
function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return DASHBOARD;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return DASHBOARD;
    const path = safeRedirect(url.pathname, DASHBOARD);
    // Pages about the family member themselves make no sense after switching back.
    return path.startsWith("/curapatient/patient/") && !path.includes("/appointment/assessment/")
      ? path
      : DASHBOARD;
  } catch {
    return DASHBOARD;
  }
}

/**
 * act-as: the patient acts on behalf of one family member, kept in the session; every page shows
 * it. act-as-self (the banner's button on every page): back to acting for themselves.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "act-as-self") {
    context.jar.updateSession(({ actingFor: _dropped, ...rest }) => rest);
    return redirectWithFlash(context, backTo(request), { kind: "info", key: "patient:family.switchedBack" });
  }
  if (intent === "act-as") {
    const patientId = String(form.get("patientId") ?? "");
    const members = await getFamilyMembers(scope.client, scope.selfId);
    const member = members.ok ? members.data.find((m) => m.id === patientId) : undefined;
    if (!member) {
      return redirectWithFlash(context, "/curapatient/patient/family", {
        kind: "error",
        key: members.ok ? "patient:family.notFamily" : "common:errors.generic",
      });
    }
    const name = nameOf(member);
    context.jar.updateSession((current) => ({ ...current, actingFor: { patientId: member.id, name } }));
    return redirectWithFlash(context, DASHBOARD, {
      kind: "success",
      key: "patient:family.nowActingFor",
      params: { name },
    });
  }
  return redirect("/curapatient/patient/family", 303);
}

export default function Family() {
  const { t } = useTranslation("patient");
  const { members, actingForId, detail, pageTitle } = useLoaderData<typeof loader>();
  if (detail) return <MemberDetail detail={detail} acting={actingForId === detail.id} title={pageTitle} />;
  return (
    <>
      <PageHeading>{pageTitle}</PageHeading>
      <p className="mt-2 text-slate-700">{t("family.intro")}</p>
      <p className="mt-4">
        <Link to="/curapatient/patient/add-family" className={buttonClass("primary")}>
          <Icon name="plus" />
          {t("family.add")}
        </Link>
      </p>
      {members.length === 0 ? <p className="mt-6">{t("family.none")}</p> : null}
      <ul className="mt-6 space-y-4">
        {members.map((m) => (
          <li key={m.id} className="rounded border-2 border-slate-300 p-4">
            <h2 className="text-lg font-bold">{m.name}</h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {m.relationship ? (
                <>
                  <dt className="font-semibold">{t("family.relationship")}</dt>
                  <dd>{t(`relationships.${m.relationship}`, { defaultValue: m.relationship })}</dd>
                </>
              ) : null}
              {m.dateOfBirth ? (
                <>
                  <dt className="font-semibold">{t("profile.dateOfBirth")}</dt>
                  <dd>{m.dateOfBirth}</dd>
                </>
              ) : null}
              {m.gender ? (
                <>
                  <dt className="font-semibold">{t("profile.gender")}</dt>
                  <dd>{t(`genders.${m.gender}`, { defaultValue: m.gender })}</dd>
                </>
              ) : null}
            </dl>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <ActFor id={m.id} name={m.name} acting={actingForId === m.id} />
              <Link
                to={`/curapatient/patient/family?member=${encodeURIComponent(m.id)}`}
                className="inline-flex min-h-touch items-center underline"
              >
                {t("family.seeDetails", { name: m.name })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function ActFor({ id, name, acting }: { id: string; name: string; acting: boolean }) {
  const { t } = useTranslation("patient");
  if (acting)
    return (
      <p className="font-semibold text-green-800">
        <Icon name="check" className="mr-1 inline h-5 w-5" />
        {t("family.currentlyActing")}
      </p>
    );
  return (
    <Form method="post" action="/curapatient/patient/family">
      <input type="hidden" name="patientId" value={id} />
      <button type="submit" name="intent" value="act-as" className={buttonClass("secondary")}>
        {t("family.actFor", { name })}
      </button>
    </Form>
  );
}

type Detail = NonNullable<Awaited<ReturnType<typeof loader>>["detail"]>;

/** One family member: the next appointment, what is still to book, and the vaccinations given. */
function MemberDetail({ detail, acting, title }: { detail: Detail; acting: boolean; title: string }) {
  const { t } = useTranslation("patient");
  const unavailable = (
    <p className="mt-2 border-l-4 border-amber-600 bg-amber-50 p-3">{t("dashboard.sectionUnavailable")}</p>
  );
  return (
    <>
      <p>
        <Link to="/curapatient/patient/family" className="inline-flex min-h-touch items-center underline">
          {t("family.backToFamily")}
        </Link>
      </p>
      <PageHeading>{title}</PageHeading>
      <div className="mt-3">
        <ActFor id={detail.id} name={detail.name} acting={acting} />
      </div>
      <section aria-labelledby="next-heading" className="mt-6">
        <h2 id="next-heading" className="text-xl font-bold">
          {t("family.nextAppointment")}
        </h2>
        {detail.facts === null ? unavailable : null}
        {detail.facts && !detail.facts.next ? <p className="mt-2">{t("dashboard.noUpcoming")}</p> : null}
        {detail.facts?.next ? (
          <div className="mt-2 border-l-4 border-brand-700 pl-3">
            <p className="font-semibold">{detail.facts.next.name}</p>
            {detail.facts.next.dueDate ? (
              <p>
                <When instant={detail.facts.next.dueDate} timeZone={detail.facts.next.timeZone} />
              </p>
            ) : null}
            {detail.facts.next.clinic ? <p className="text-slate-700">{detail.facts.next.clinic}</p> : null}
          </div>
        ) : null}
        {detail.facts && detail.facts.toBook > 0 ? (
          <p className="mt-2">{t("family.toBook", { count: detail.facts.toBook })}</p>
        ) : null}
      </section>
      <section aria-labelledby="vaccinations-heading" className="mt-6">
        <h2 id="vaccinations-heading" className="text-xl font-bold">
          {t("family.vaccinations")}
        </h2>
        {detail.vaccinations === null ? unavailable : null}
        {detail.vaccinations?.length === 0 ? <p className="mt-2">{t("family.noVaccinations")}</p> : null}
        {detail.vaccinations?.length ? (
          <Table caption={t("family.vaccinationsOf", { name: detail.name })} captionHidden>
            <thead>
              <tr>
                <Th>{t("family.given")}</Th>
                <Th>{t("family.vaccine")}</Th>
                <Th>{t("family.manufacturer")}</Th>
                <Th>{t("family.dose")}</Th>
                <Th>{t("family.clinic")}</Th>
              </tr>
            </thead>
            <tbody>
              {detail.vaccinations.map((v) => (
                <tr key={v.id}>
                  <Td>{v.at ? <time dateTime={v.at}>{v.day}</time> : ""}</Td>
                  <Td>{v.name}</Td>
                  <Td>{v.manufacturer}</Td>
                  <Td>{v.dose ?? ""}</Td>
                  <Td>{v.clinic}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
      </section>
    </>
  );
}
