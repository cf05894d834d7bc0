import { requireValidId, notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getDepartments, type Department } from "~/upstream/organization-pages.server";

/**
 * One department of the organization in view, or the 404 page: a department of another
 * organization is not found here, whatever the upstream would say.
 */
export async function loadDepartment(
  client: UpstreamClient,
  context: RequestContext,
  orgId: string,
  rawId: string | undefined,
): Promise<Department> {
  const departmentId = requireValidId(context, rawId, { messageKey: "orgPages:departments.notFound" });
  const departments = orThrow(await getDepartments(client, orgId), context);
  const department = departments.find((d) => d.id === departmentId);
  if (!department) throw notFound(context, { messageKey: "orgPages:departments.notFound" });
  return department;
}
