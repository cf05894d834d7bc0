import express, { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { handler, notFound, unprocessable } from "../http";
import type { Store } from "../store";
import { boundaryOf, parseMultipart } from "../billing/csv";

/**
 * POST /api/{resource}/{id}/picture (spec part 2 §7): takes one image file part and answers with
 * its size. An organization's picture is kept (bytes and facts, decision 030) and read back with
 * GET on the same path; an account's is only checked.
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
      if (org) {
        const uploadedAt = new Date().toISOString();
        store.db.transaction(() => {
          store.organizationAdmin.putPicture(org.id, file.contentType, file.content, uploadedAt);
          store.organizations.update({
            ...org,
            organizationImage: {
              contentType: file.contentType,
              bytes: file.content.length,
              uploadedAt,
            },
          });
        });
      }
      res.json({ id: req.params.id, bytes: file.content.length, contentType: file.contentType });
    }),
  );
  router.get(
    "/api/organizations/:id/picture",
    handler((req, res) => {
      const picture = store.organizationAdmin.picture(req.params.id!);
      if (!picture) return notFound(res, "Picture");
      res
        .type(picture.contentType)
        .set("Cache-Control", "private, max-age=31536000, immutable")
        .send(picture.content);
    }),
  );
  return router;
}
