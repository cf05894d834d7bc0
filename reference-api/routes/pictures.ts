import { organizations } from "@contract/organizations";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { handler, serve, found } from "../http";
import type { Store } from "../store";
import { pictureBody, uploadedImage } from "../billing/csv";

/**
 * POST /api/{resource}/{id}/picture (spec part 2 §7): takes one image file part and answers with
 * its size. An organization's picture is kept (bytes and facts, decision 030) and read back with
 * GET on the same path; an account's is only checked.
 */
export function pictureRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  router.post(
    "/api/:resource(accounts|organizations)/:id/picture",
    pictureBody,
    handler((req, res) => {
      const file = uploadedImage(req, "An image file is required", "png|jpeg|webp|gif");
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

  serve(router, organizations, {
    picture: (req, res) => {
      const picture = found(store.organizationAdmin.picture(req.params.id), "Picture");
      res
        .type(picture.contentType)
        .set("Cache-Control", "private, max-age=31536000, immutable")
        .send(picture.content);
    },
  });
  return router;
}
