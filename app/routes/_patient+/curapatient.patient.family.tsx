import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { safeRedirect } from "~/domain/safe-redirect";
import { orThrow } from "~/http/outcome.server";
import { nameOf, patientScope } from "./__patient-area.server";
import { getFamilyMembers } from "~/upstream/patients.server";

export const handle = { i18n: ["patient"], titleKey: "patient:family.title" };

const DASHBOARD = "/curapatient/patient/dashboard";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const members = orThrow(await getFamilyMembers(scope.client, scope.selfId), context);
  return {
    actingForId: scope.actingFor?.patientId ?? null,
    // The family-detail flag: each member with the details the family page shows.
    members: members.map((m) => ({
      id: m.id,
      name: nameOf(m),
      relationship: m.relationship ?? null,
      dateOfBirth: m.dateOfBirth ?? null,
      gender: m.gender ?? null,
    })),
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
    context.jar.setFlash({ kind: "info", key: "patient:family.switchedBack" });
    return redirect(backTo(request), 303);
  }
  if (intent === "act-as") {
    const patientId = String(form.get("patientId") ?? "");
    const members = await getFamilyMembers(scope.client, scope.selfId);
    const member = members.ok ? members.data.find((m) => m.id === patientId) : undefined;
    if (!member) {
      context.jar.setFlash({
        kind: "error",
        key: members.ok ? "patient:family.notFamily" : "common:errors.generic",
      });
      return redirect("/curapatient/patient/family", 303);
    }
    const name = nameOf(member);
    context.jar.updateSession((current) => ({ ...current, actingFor: { patientId: member.id, name } }));
    context.jar.setFlash({ kind: "success", key: "patient:family.nowActingFor", params: { name } });
    return redirect(DASHBOARD, 303);
  }
  return redirect("/curapatient/patient/family", 303);
}

export default function Family() {
  const { t } = useTranslation("patient");
  const { members, actingForId } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("family.title")}</PageHeading>
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
            <div className="mt-3">
              {actingForId === m.id ? (
                <p className="font-semibold text-green-800">
                  <Icon name="check" className="mr-1 inline h-5 w-5" />
                  {t("family.currentlyActing")}
                </p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="patientId" value={m.id} />
                  <button type="submit" name="intent" value="act-as" className={buttonClass("secondary")}>
                    {t("family.actFor", { name: m.name })}
                  </button>
                </Form>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
