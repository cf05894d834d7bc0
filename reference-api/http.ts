import type { NextFunction, Request, Response } from "express";

export interface FieldError {
  field: string;
  message: string;
}

/** 422 with the documented body: {"fieldErrors":[{"field":…,"message":…}]}. */
export function unprocessable(res: Response, fieldErrors: FieldError[]) {
  res.status(422).json({ code: "VALIDATION_FAILED", message: "Validation failed", fieldErrors });
}

export function fail(
  res: Response,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  res.status(status).json({ code, message, ...extra });
}

export function notFound(res: Response, what = "Resource") {
  fail(res, 404, "NOT_FOUND", `${what} not found`);
}

export function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n =
    typeof value === "string" && value.trim() !== ""
      ? Number(value)
      : typeof value === "number"
        ? value
        : NaN;
  if (!Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Express 4 does not catch rejected promises; route handlers go through this. */
export function handler(fn: (req: Request, res: Response) => unknown) {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = fn(req, res);
      if (result instanceof Promise) result.catch(next);
    } catch (error) {
      next(error);
    }
  };
}

export function contains(haystack: string | null | undefined, needle: string | undefined) {
  if (!needle) return true;
  return (haystack ?? "").toLowerCase().includes(needle.toLowerCase());
}
