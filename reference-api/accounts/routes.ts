import { accounts } from "@contract/accounts";
import { randomInt } from "node:crypto";
import { Router } from "express";
import type { AuthOptions } from "../auth";
import { issueTokens, privilegeOf, revokeAccount, rotate, verifyPassword } from "../auth";
import { str, serve, invalid, refuse } from "../http";
import { observationOf } from "../patient-area/observations";
import { passwordResetRefusal } from "../permissions";
import { DEMO_SMS_CODE, hashPassword } from "../seed";
import type { Store } from "../store";
import type { Account } from "../types";
import { sessionView } from "../session-view";

/** A reset code works for 15 minutes, and five wrong tries void it: a six-digit code is not guessed. */
export const RESET_CODE_TTL_MS = 15 * 60_000;
export const RESET_CODE_TRIES = 5;

const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function clearResetCode(account: Account) {
  delete account.passwordResetCode;
  delete account.passwordResetExpiresAt;
  delete account.passwordResetFailures;
}

const nameOf = (account: Account) =>
  [account.firstName, account.lastName].filter(Boolean).join(" ") || account.username;

function findAccount(store: Store, user: string | undefined) {
  if (!user) return undefined;
  return store.accounts.bySignInName(user);
}

export function accountRoutes(store: Store, options: AuthOptions, log: (line: string) => void) {
  const router = Router();

  serve(router, accounts, {
    login: (req, res) => {
      const body = req.body as Record<string, unknown>;
      if (str(body.grant_type) !== "password" || str(body.client_id) !== "public") {
        refuse(400, "INVALID_GRANT", "grant_type must be password and client_id public");
      }
      const username = str(body.username);
      const password = str(body.password);
      if (!username || !password) refuse(400, "INVALID_REQUEST", "Username and password are required");
      const account = findAccount(store, username);
      if (!account || !verifyPassword(password, account.passwordHash)) {
        refuse(401, "INVALID_CREDENTIALS", "Bad credentials");
      }
      if (account.mfa) {
        const smsCode = str(body.smsCode)?.trim();
        if (!smsCode) {
          log(`SMS to ${account.phoneNumber}: your sign-in code is ${DEMO_SMS_CODE}`);
          refuse(401, "MFA_REQUIRED", "A verification code was sent to your phone. Enter it to continue.");
        }
        if (smsCode !== DEMO_SMS_CODE) refuse(401, "INVALID_SMS_CODE", "The verification code is not valid.");
      }
      res.json(issueTokens(store, account.accountId, options));
    },
    refreshToken: (req, res) => {
      const body = req.body as Record<string, unknown>;
      const token = str(body.refreshToken) ?? str(body.refresh_token);
      const tokens = token ? rotate(store, token, options) : null;
      if (!tokens) refuse(401, "INVALID_REFRESH_TOKEN", "The refresh token is invalid or has expired");
      res.json(tokens);
    },
    logout: (req, res) => {
      if (req.accessToken) store.tokens.delete("access", req.accessToken);
      const refresh = str((req.body as Record<string, unknown>)?.refreshToken);
      if (refresh) store.tokens.delete("refresh", refresh);
      res.status(204).end();
    },
    mfa: (req, res) => {
      const account = findAccount(store, str((req.body as Record<string, unknown>).username));
      if (account?.mfa) log(`SMS to ${account.phoneNumber}: your sign-in code is ${DEMO_SMS_CODE}`);
      // Same answer whether or not the account exists: no account enumeration.
      res.status(204).end();
    },
    forgotPassword: (req, res) => {
      const body = req.body as Record<string, unknown>;
      const account = findAccount(store, str(body.user));
      if (!account) refuse(400, "USER_NOT_FOUND", "User not found", { reason: "User not found" });
      const code = String(randomInt(100000, 999999));
      account.passwordResetCode = code;
      account.passwordResetExpiresAt = new Date(Date.now() + RESET_CODE_TTL_MS).toISOString();
      account.passwordResetFailures = 0;
      store.accounts.update(account);
      const byPhone = body.byPhoneNumber === true || body.byPhoneNumber === "true";
      log(
        `${byPhone ? "SMS" : "Email"} to ${byPhone ? account.phoneNumber : account.email}: your password reset code is ${code}`,
      );
      res.json({ sent: true, channel: byPhone ? "SMS" : "EMAIL" });
    },
    confirmNewPassword: (req, res) => {
      const body = req.body as Record<string, unknown>;
      const account = findAccount(store, str(body.email));
      const newPassword = str(body.newPassword) ?? "";
      if (!account) refuse(400, "USER_NOT_FOUND", "User not found", { reason: "User not found" });
      if (!STRONG_PASSWORD.test(newPassword)) {
        invalid([{ field: "newPassword", message: "Password does not meet the complexity rules" }]);
      }
      const expiresAt = account.passwordResetExpiresAt ? Date.parse(account.passwordResetExpiresAt) : NaN;
      if (account.passwordResetCode && !(expiresAt > Date.now())) {
        clearResetCode(account);
        store.accounts.update(account);
        refuse(400, "CODE_EXPIRED", "The confirmation code has expired", {
          reason: "Expired confirmation code; ask for a new one",
        });
      }
      if (!account.passwordResetCode || str(body.confirmationCode)?.trim() !== account.passwordResetCode) {
        if (account.passwordResetCode) {
          account.passwordResetFailures = (account.passwordResetFailures ?? 0) + 1;
          if (account.passwordResetFailures >= RESET_CODE_TRIES) clearResetCode(account);
          store.accounts.update(account);
        }
        refuse(400, "INVALID_CODE", "The confirmation code is not valid", {
          reason: "Invalid confirmation code",
        });
      }
      account.passwordHash = hashPassword(newPassword, account.username);
      clearResetCode(account);
      store.db.transaction(() => {
        store.accounts.update(account);
        revokeAccount(store, account.accountId);
      });
      res.json({ changed: true });
    },
    changePassword: (req, res) => {
      const account = store.accounts.byId(req.params.accountId);
      if (!account) refuse(404, "NOT_FOUND", "Account not found");
      if (req.account?.accountId !== account.accountId)
        refuse(403, "FORBIDDEN", "You can only change your own password");
      const body = req.body as Record<string, unknown>;
      const newPassword = str(body.newPassword) ?? "";
      if (!verifyPassword(str(body.oldPassword) ?? "", account.passwordHash)) {
        invalid([{ field: "oldPassword", message: "The current password is not correct" }]);
      }
      if (!STRONG_PASSWORD.test(newPassword)) {
        invalid([{ field: "newPassword", message: "Password does not meet the complexity rules" }]);
      }
      account.passwordHash = hashPassword(newPassword, account.username);
      store.accounts.update(account);
      res.json({ changed: true });
    },
    resetPassword: (req, res) => {
      const account = store.accounts.byId(req.params.accountId);
      if (!account) refuse(404, "NOT_FOUND", "Account not found");
      if (!req.account || !privilegeOf(req.account).isAdmin) refuse(403, "FORBIDDEN", "Administrators only");
      const refusal = passwordResetRefusal(store, req.account, account);
      if (refusal) refuse(refusal.status, refusal.code, refusal.message);
      const newPassword = str((req.body as Record<string, unknown>).newPassword) ?? "";
      if (!STRONG_PASSWORD.test(newPassword)) {
        invalid([{ field: "newPassword", message: "Password does not meet the complexity rules" }]);
      }
      account.passwordHash = hashPassword(newPassword, account.username);
      const actor = req.account;
      store.db.transaction(() => {
        store.accounts.update(account);
        // A reset by an admin is how a taken-over account is won back: its sessions end, as a
        // forgotten-password reset ends them.
        revokeAccount(store, account.accountId);
        // The trace is written with the change or not at all; the password never is.
        store.passwordResets.insert({
          id: store.nextId("pwr"),
          accountId: account.accountId,
          accountName: nameOf(account),
          organizationId: account.organizationId,
          actorAccountId: actor.accountId,
          actorName: nameOf(actor),
          resetAt: new Date().toISOString(),
        });
      });
      res.json({ changed: true });
    },
    /**
     * Whether an e-mail address already names an account (spec part 2 §7 "Patients and family"):
     * staff check it before creating a provider's account. Staff only (the permission rule), so it
     * enumerates nothing for the public.
     */
    exists: (req, res) => {
      const email = str(req.query.email)?.trim() ?? "";
      if (!EMAIL.test(email)) invalid([{ field: "email", message: "A valid email is required" }]);
      res.json({ exists: store.accounts.emailOrUsernameTaken(email) });
    },
    /**
     * An account staff create for a provider (issue 23; decision 038's addendum): the provider signs
     * in with this e-mail and the password staff generated and hand over. The account is the
     * performer's (privilege 4, isPerformer, in the performer's organization). The password is
     * never answered or logged.
     */
    create: (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = str(body.email)?.trim() ?? "";
      const password = str(body.password) ?? "";
      const performer = store.performers.byId(str(body.performerId) ?? "");
      const errors: Array<{ field: string; message: string }> = [];
      if (!EMAIL.test(email) || email.length > 254)
        errors.push({ field: "email", message: "A valid email is required" });
      else if (store.accounts.emailOrUsernameTaken(email))
        errors.push({ field: "email", message: "This email is already used by an account" });
      if (!STRONG_PASSWORD.test(password))
        errors.push({ field: "password", message: "Password does not meet the complexity rules" });
      if (!performer) errors.push({ field: "performerId", message: "performerId must be a provider" });
      else if (performer.accountId !== undefined)
        errors.push({ field: "performerId", message: "The provider already has an account" });
      if (errors.length || !performer) invalid(errors);
      const [first, ...rest] = performer.name.split(/\s+/);
      const account: Account = {
        accountId: store.nextId("acct"),
        username: email,
        email,
        phoneNumber: "",
        firstName: str(body.firstName)?.trim() || first || performer.name,
        lastName: str(body.lastName)?.trim() || rest.join(" "),
        passwordHash: hashPassword(password, email),
        privilegeId: 4,
        isPerformer: true,
        organizationId: performer.organizationId,
        mfa: false,
      };
      store.db.transaction(() => {
        store.accounts.insert(account);
        store.performers.setAccount(performer.id, account.accountId);
      });
      res
        .status(201)
        .json({ accountId: account.accountId, email, username: email, performerId: performer.id });
    },
    sessionWeb: (req, res) => {
      res.json(sessionView(store, req.account!));
    },
    sessionMobile: (req, res) => {
      const account = req.account!;
      const view = sessionView(store, account);
      // The account's patient's tests with a result or awaiting one (decision 045).
      const observationList = (account.patientId ? store.tasks.withResults(account.patientId) : []).map(
        observationOf,
      );
      res.json({ ...view, observationList });
    },
  });

  return router;
}
