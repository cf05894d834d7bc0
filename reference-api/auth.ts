import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Store } from "./store";
import type { Account } from "./types";
import { PRIVILEGES } from "./seed";

export interface AuthOptions {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(":");
  if (!salt || !hash) return false;
  const actual = scryptSync(password, salt, 32);
  const expected = Buffer.from(hash, "base64url");
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

export function issueTokens(store: Store, accountId: string, options: AuthOptions) {
  const now = Date.now();
  const access = `at_${randomBytes(24).toString("base64url")}`;
  const refresh = `rt_${randomBytes(24).toString("base64url")}`;
  store.db.transaction(() => {
    store.tokens.add("access", access, accountId, now + options.accessTtlSeconds * 1000);
    store.tokens.add("refresh", refresh, accountId, now + options.refreshTtlSeconds * 1000);
    store.tokens.sweep(now);
  });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: "bearer",
    expires_in: options.accessTtlSeconds,
  };
}

/** Rotating refresh: the old refresh token stops working the moment a new pair is issued. */
export function rotate(store: Store, refreshToken: string, options: AuthOptions) {
  return store.db.transaction(() => {
    const entry = store.tokens.get("refresh", refreshToken);
    if (!entry || entry.exp < Date.now()) return null;
    store.tokens.delete("refresh", refreshToken);
    return issueTokens(store, entry.accountId, options);
  });
}

export function revokeAccount(store: Store, accountId: string) {
  store.tokens.revokeAccount(accountId);
}

export function privilegeOf(account: Account) {
  return PRIVILEGES.find((p) => p.id === account.privilegeId) ?? PRIVILEGES[3];
}

declare module "express-serve-static-core" {
  interface Request {
    account?: Account;
    accessToken?: string;
  }
}

/** Bearer check for everything under /api except the public calls (app.ts, areas.ts). */
export function requireBearer(store: Store, isPublic: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.get("authorization") ?? "";
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (token) {
      const entry = store.tokens.get("access", token);
      if (entry && entry.exp >= Date.now()) {
        req.account = store.accounts.byId(entry.accountId);
        req.accessToken = token;
      } else if (!isPublic(req)) {
        res.status(401).json({
          code: entry ? "TOKEN_EXPIRED" : "INVALID_TOKEN",
          message: "The access token is invalid or has expired",
        });
        return;
      }
    }
    if (!req.account && !isPublic(req)) {
      res
        .status(401)
        .json({ code: "UNAUTHORIZED", message: "Full authentication is required to access this resource" });
      return;
    }
    next();
  };
}
