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

/** Spring-style page, the shape the documented list calls answer with. */
export function page<T>(items: T[], pageParam: unknown, sizeParam: unknown, defaultSize = 20) {
  const size = clampInt(sizeParam, defaultSize, -1, 1000);
  const number = clampInt(pageParam, 0, 0, 1_000_000);
  if (size === -1) {
    return {
      content: items,
      totalElements: items.length,
      totalPages: 1,
      number: 0,
      size: items.length,
      first: true,
      last: true,
    };
  }
  const effective = size === 0 ? defaultSize : size;
  const totalPages = Math.max(1, Math.ceil(items.length / effective));
  const content = items.slice(number * effective, number * effective + effective);
  return {
    content,
    totalElements: items.length,
    totalPages,
    number,
    size: effective,
    first: number === 0,
    last: number >= totalPages - 1,
  };
}

/**
 * `page`'s answer for a list counted and sliced in SQL: `slice(limit, offset)` reads the rows of
 * one page (a limit of -1 reads them all), so only that page is ever loaded.
 */
export function pageOf<T>(
  total: number,
  slice: (limit: number, offset: number) => T[],
  pageParam: unknown,
  sizeParam: unknown,
  defaultSize = 20,
) {
  const size = clampInt(sizeParam, defaultSize, -1, 1000);
  const number = clampInt(pageParam, 0, 0, 1_000_000);
  if (size === -1) {
    const content = slice(-1, 0);
    return {
      content,
      totalElements: total,
      totalPages: 1,
      number: 0,
      size: content.length,
      first: true,
      last: true,
    };
  }
  const effective = size === 0 ? defaultSize : size;
  const totalPages = Math.max(1, Math.ceil(total / effective));
  return {
    content: slice(effective, number * effective),
    totalElements: total,
    totalPages,
    number,
    size: effective,
    first: number === 0,
    last: number >= totalPages - 1,
  };
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
