import { ACCOUNT, PUBLIC, record, staff } from "./access";
import { defineCalls } from "./call";
import { id } from "./common";
import { z } from "./zod";

/**
 * Sign-in and account calls (spec part 1 §7 "Sign-in and account"; part 2 §7 "Patients and
 * family": the account checks and a provider's account, the mobile session).
 */

export const tokenResponseSchema = z
  .object({ access_token: z.string().min(1), refresh_token: z.string().min(1) })
  .passthrough();

const privilegeSchema = z
  .object({ id: z.number().int(), name: z.string(), isAdmin: z.boolean().optional() })
  .passthrough();

export const sessionWebSchema = z
  .object({
    accountId: id,
    username: z.string().nullish(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    organizationId: id.nullish().transform((v) => v ?? undefined),
    organizationName: z.string().nullish(),
    parentOrganizationId: id.nullish().transform((v) => v ?? null),
    isPerformer: z.boolean().default(false),
    privilege: privilegeSchema,
    accountOrganizations: z
      .array(
        z
          .object({
            organizationId: id,
            parentOrganizationId: id.nullish().transform((v) => v ?? null),
            privilege: privilegeSchema.nullish(),
          })
          .passthrough(),
      )
      .nullish()
      .transform((v) => v ?? []),
    patientId: id.nullish().transform((v) => v ?? undefined),
  })
  .passthrough();

/**
 * A patient's observation as the mobile session lists it (spec part 2 §3 "Mobile session":
 * taskId, stringValue, status; decision 045). `id`, `name`, `checked` and `selfReport` are this
 * contract's; without `id` the test's id is the observation's.
 */
export const observationSchema = z
  .object({
    id: id.nullish(),
    taskId: id,
    name: z.string().nullish(),
    stringValue: z.string().nullish(),
    status: z.string().nullish(),
    dueDate: z.string().nullish(),
    checked: z.boolean().nullish(),
    selfReport: z.boolean().nullish(),
  })
  .passthrough()
  .transform((o) => ({ ...o, id: o.id ?? o.taskId }));

/** The mobile session as the app reads it: the account's observation list. */
export const mobileSessionSchema = z
  .object({ observationList: z.array(observationSchema).nullish() })
  .passthrough()
  .transform((s) => s.observationList ?? []);

const SIGN_IN = "part 1 §7 Sign-in and account";
const changed = z.object({ changed: z.boolean() }).passthrough();

export const accounts = defineCalls("accounts", {
  login: {
    method: "POST",
    path: "/api/accounts/login",
    summary: "Signs in with a password (and the SMS code of a multi-factor account): a token pair",
    source: { documented: `${SIGN_IN} (POST /api/accounts/login, form-encoded)` },
    access: PUBLIC,
    anonymous: "always",
    body: {
      form: z
        .object({
          grant_type: z.literal("password"),
          client_id: z.literal("public"),
          username: z.string(),
          password: z.string(),
          smsCode: z.string().optional(),
        })
        .passthrough(),
    },
    responses: { 200: { json: tokenResponseSchema } },
  },
  refreshToken: {
    method: "POST",
    path: "/api/accounts/refreshToken",
    summary: "Exchanges a refresh token for a new token pair (the old refresh token is spent)",
    source: { documented: `${SIGN_IN} (POST /api/accounts/refreshToken)` },
    access: PUBLIC,
    anonymous: "always",
    body: {
      json: z
        .object({ refreshToken: z.string().optional(), refresh_token: z.string().optional() })
        .passthrough(),
    },
    responses: { 200: { json: tokenResponseSchema } },
  },
  forgotPassword: {
    method: "POST",
    path: "/api/accounts/forgot-password",
    summary: "Sends a password reset code by e-mail or SMS",
    source: { documented: `${SIGN_IN} (POST /api/accounts/forgot-password)` },
    access: PUBLIC,
    anonymous: "always",
    body: { json: z.object({ user: z.string(), byPhoneNumber: z.boolean().optional() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  confirmNewPassword: {
    method: "POST",
    path: "/api/accounts/confirm-new-password",
    summary: "Sets a new password with the reset code (the account's sessions end)",
    source: { documented: `${SIGN_IN} (POST /api/accounts/confirm-new-password)` },
    access: PUBLIC,
    anonymous: "always",
    body: {
      json: z
        .object({ confirmationCode: z.string(), email: z.string(), newPassword: z.string() })
        .passthrough(),
    },
    responses: { 200: { empty: true } },
  },
  mfa: {
    method: "POST",
    path: "/api/accounts/mfa",
    summary: "Sends a multi-factor account its sign-in code again (the same answer for any name)",
    source: { documented: `${SIGN_IN} (POST /api/accounts/mfa)` },
    access: PUBLIC,
    anonymous: "always",
    body: { json: z.object({ username: z.string() }).passthrough() },
    responses: { 204: { empty: true } },
  },
  // Accounts: the caller's own.
  logout: {
    method: "POST",
    path: "/api/accounts/logout",
    summary: "Signs out: the access token and the refresh token sent are revoked",
    source: { documented: `${SIGN_IN} (POST /api/accounts/logout)` },
    access: ACCOUNT,
    body: { json: z.object({ refreshToken: z.string().optional() }).passthrough() },
    responses: { 204: { empty: true } },
  },
  // A provider's sign-in account, made by staff who may edit the provider (decision 038's addendum).
  exists: {
    method: "GET",
    path: "/api/accounts/exist",
    summary: "Whether an account already has this e-mail",
    source: { documented: "part 2 §7 Patients and family (GET /api/accounts/exist, query email)" },
    access: staff("providers.edit"),
    query: z.object({ email: z.string() }),
    responses: { 200: { json: z.object({ exists: z.boolean() }).passthrough() } },
  },
  create: {
    method: "POST",
    path: "/api/accounts",
    summary: "A provider's sign-in account with the password staff generated",
    source: { documented: "part 2 §7 Patients and family (POST /api/accounts)" },
    access: staff("providers.edit", record("performer", { body: "performerId" })),
    body: {
      json: z
        .object({
          email: z.string(),
          password: z.string(),
          performerId: z.string(),
          firstName: z.string().optional(),
          lastName: z.string().optional(),
        })
        .passthrough(),
    },
    responses: { 201: { empty: true } },
  },
  changePassword: {
    method: "POST",
    path: "/api/accounts/{accountId}/password",
    summary: "Changes the caller's own password, with the current one",
    source: { documented: `${SIGN_IN} (POST /api/accounts/{accountId}/password)` },
    access: ACCOUNT,
    body: { json: z.object({ oldPassword: z.string(), newPassword: z.string() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  // Whose password: the route asks `passwordResetRefusal` (another tree's account answers 404).
  // Spec part 1 §7 also lists `POST /api/accounts/password` with no parameters: without an
  // account id it can only be the caller's own, which `changePassword` above serves with its
  // documented body; the app calls neither it nor an entry for it (docs/areas/sign-in-and-accounts.md).
  resetPassword: {
    method: "POST",
    path: "/api/accounts/{accountId}/password-without-check",
    summary: "Sets the password of an account with a lower privilege, without its current one",
    source: { documented: `${SIGN_IN} (POST /api/accounts/{id}/password-without-check)` },
    access: staff("accounts.resetPassword"),
    body: { json: z.object({ newPassword: z.string() }).passthrough() },
    responses: { 200: { json: changed } },
  },
  sessionWeb: {
    method: "GET",
    path: "/api/session/web",
    summary: "The signed-in account: its privilege, organizations and patient",
    source: { documented: `${SIGN_IN} (GET /api/session/web)` },
    access: ACCOUNT,
    responses: { 200: { json: sessionWebSchema } },
  },
  sessionMobile: {
    method: "GET",
    path: "/api/session/mobile",
    summary: "The signed-in account with its patient's observation list",
    source: { documented: "part 2 §7 Patients and family (Session: GET /api/session/mobile)" },
    access: ACCOUNT,
    query: z.object({ accountId: z.string().optional() }),
    responses: { 200: { json: mobileSessionSchema } },
  },
  uploadPicture: {
    method: "POST",
    path: "/api/accounts/{id}/picture",
    summary: "The account's picture (one image file part)",
    source: { documented: "part 2 §7 Organizations (POST /api/{resource}/{id}/picture)" },
    access: ACCOUNT,
    body: { multipart: z.object({}).passthrough(), files: ["file"] },
    responses: { 200: { empty: true } },
  },
});
