import express, { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { handler, unprocessable } from "../http";
import type { Store } from "../store";
import { boundaryOf, parseMultipart } from "./billing-csv";

/**
 * POST /api/{resource}/{id}/picture (spec part 2 §7): takes one image file part and answers with
 * its size. The reference upstream keeps no pictures; it checks what it was sent.
 */
export function pictureRoutes(_store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  router.post(
    "/api/:resource(accounts|organizations)/:id/picture",
    express.raw({ type: "multipart/form-data", limit: "5mb" }),
    handler((req, res) => {
      const boundary = boundaryOf(req.headers["content-type"]);
      const file = boundary && Buffer.isBuffer(req.body) ? parseMultipart(req.body, boundary)[0] : undefined;
      if (!file || !/^image\/(png|jpeg|webp|gif)$/.test(file.contentType))
        return unprocessable(res, [{ field: "file", message: "An image file is required" }]);
      res.json({ id: req.params.id, bytes: file.content.length, contentType: file.contentType });
    }),
  );
  return router;
}
