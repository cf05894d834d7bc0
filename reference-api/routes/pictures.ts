import express, { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { handler, unprocessable } from "../http";
import type { Store } from "../store";
import { boundaryOf, parseMultipart } from "./billing-csv";

/**
 * POST /api/{resource}/{id}/picture (spec part 2 §7): takes one image file part and answers with
 * its size. The reference upstream keeps no pictures' bytes; it checks what it was sent, and notes
 * an organization's picture's facts (decision 030).
 */
export function pictureRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  router.post(
    "/api/:resource(accounts|organizations)/:id/picture",
    express.raw({ type: "multipart/form-data", limit: "5mb" }),
    handler((req, res) => {
      const boundary = boundaryOf(req.headers["content-type"]);
      const file = boundary && Buffer.isBuffer(req.body) ? parseMultipart(req.body, boundary)[0] : undefined;
      if (!file || !/^image\/(png|jpeg|webp|gif)$/.test(file.contentType))
        return unprocessable(res, [{ field: "file", message: "An image file is required" }]);
      // An organization's picture is remembered by its facts, so the edit page can offer to delete it.
      const org =
        req.params.resource === "organizations" ? store.organizations.byId(req.params.id) : undefined;
      if (org)
        store.organizations.update({
          ...org,
          organizationImage: {
            contentType: file.contentType,
            bytes: file.content.length,
            uploadedAt: new Date().toISOString(),
          },
        });
      res.json({ id: req.params.id, bytes: file.content.length, contentType: file.contentType });
    }),
  );
  return router;
}
