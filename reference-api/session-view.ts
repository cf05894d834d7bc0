import { privilegeOf } from "./auth";
import type { Store } from "./store";
import type { Account } from "./types";

/** The account as GET /api/session/web answers it. */
export function sessionView(store: Store, account: Account) {
  const organization = store.organizations.byId(account.organizationId);
  const privilege = privilegeOf(account);
  return {
    accountId: account.accountId,
    username: account.username,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    organizationId: organization?.id ?? null,
    organizationName: organization?.name ?? null,
    parentOrganizationId: organization?.parentOrganizationId ?? null,
    isPerformer: account.isPerformer,
    privilege,
    accountOrganizations: [
      ...(organization
        ? [
            {
              organizationId: organization.id,
              parentOrganizationId: organization.parentOrganizationId,
              privilege,
            },
          ]
        : []),
      ...(account.memberships ?? []).flatMap((m) => {
        const other = store.organizations.byId(m.organizationId);
        return other
          ? [
              {
                organizationId: other.id,
                parentOrganizationId: other.parentOrganizationId,
                privilege: privilegeOf({ ...account, privilegeId: m.privilegeId }),
              },
            ]
          : [];
      }),
    ],
    patientId: account.patientId ?? null,
    language: account.language ?? null,
    links: [],
  };
}
