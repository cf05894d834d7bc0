import { accounts } from "@contract/accounts";
import { onCall } from "./contract";
import { HttpResponse } from "msw";

export const UPSTREAM = "http://upstream.test";

export const demoAccount = {
  accountId: "acct-1",
  username: "orgadmin@demo.test",
  email: "orgadmin@demo.test",
  firstName: "Oscar",
  lastName: "Owens",
  organizationId: "org-1",
  organizationName: "Demo Health Network",
  parentOrganizationId: null,
  isPerformer: false,
  privilege: { id: 2, name: "ORGANIZATION_ADMIN", isAdmin: true, description: "Organization administrator" },
  accountOrganizations: [
    { organizationId: "org-1", parentOrganizationId: null, privilege: { id: 2, name: "ORGANIZATION_ADMIN" } },
  ],
  patientId: null,
  links: [],
};

export const accountHandlers = [
  onCall(accounts.sessionWeb, () => HttpResponse.json(demoAccount)),
  // The mobile session's observations (decision 045): none unless a test says otherwise.
  onCall(accounts.sessionMobile, () => HttpResponse.json({ ...demoAccount, observationList: [] })),
];
