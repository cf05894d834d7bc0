import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Authenticated encryption for cookie values: AES-256-GCM with a key derived (HKDF-SHA256) from
 * each configured secret and the cookie's purpose. Sealing uses the first secret; opening tries
 * every secret, so secrets rotate by prepending a new one. A value that fails to open (tampered,
 * truncated, old secret, other purpose) yields null: callers treat it as "no cookie".
 */

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyCache = new Map<string, Buffer>();

function deriveKey(secret: string, purpose: string): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "care-delivery-cookie", purpose, 32));
    keyCache.set(cacheKey, key);
  }
  return key;
}

export function seal(plaintext: string, secrets: readonly string[], purpose: string): string {
  const secret = secrets[0];
  if (!secret) throw new Error("seal: no secret configured");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(secret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${VERSION}.${Buffer.concat([iv, body, tag]).toString("base64url")}`;
}

export function unseal(sealed: string, secrets: readonly string[], purpose: string): string | null {
  if (!sealed.startsWith(`${VERSION}.`)) return null;
  let raw: Buffer;
  try {
    raw = Buffer.from(sealed.slice(VERSION.length + 1), "base64url");
  } catch {
    return null;
  }
  if (raw.length < IV_BYTES + TAG_BYTES + 1) return null;
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", deriveKey(secret, purpose), iv);
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    } catch {
      // wrong secret or tampered: try the next secret
    }
  }
  return null;
}

export function sealJson(value: unknown, secrets: readonly string[], purpose: string): string {
  return seal(JSON.stringify(value), secrets, purpose);
}

export function unsealJson(sealed: string, secrets: readonly string[], purpose: string): unknown {
  const text = unseal(sealed, secrets, purpose);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
