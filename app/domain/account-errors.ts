/**
 * Forgot-password failures (spec part 1 §8): shown as status, status text and message. A reason
 * containing "not found" becomes 404 Not Found; anything else is 400 Bad Request.
 */
export function describeForgotPasswordError(body: { message?: string; reason?: string } | undefined) {
  const text = body?.reason ?? body?.message ?? "";
  if (/not found/i.test(text)) return { status: 404, statusText: "Not Found", message: text };
  return { status: 400, statusText: "Bad Request", message: text };
}
