import { masterData } from "@contract/master-data";
import { billing } from "@contract/billing";
import type { NextFunction, Request, Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { USES, usesKey, type MasterDataKey, type UseKind, type Usage } from "./repo";
import { sqlPage } from "../db/paging";
import type { FieldError } from "../http";
import { fail, handler, str, serve, found, invalid, refuse, missing } from "../http";
import { accountCan } from "../permissions";
import type { Store } from "../store";
import type { MasterDataValue } from "../types";
import { pictureBody, uploadedImage } from "../billing/csv";

/**
 * Master data (spec part 2 §3 "Master-data types", §7 "Master data"; decision 034): each type's
 * values listed (search by name or description, paged), created, changed and deleted through its
 * service path. /api/masterData serves several types, told apart by `type` (query and body).
 * Names are unique per type. A value still in use is not deleted (422 `IN_USE` with the reason,
 * the count and the count by kind of record; issues 21 and 38): what names each type's values is
 * `USES` in master-data/repo.ts, and every list row carries its `usage`, so a confirmation says so
 * before anyone confirms. A specialty providers list keeps its name; renaming a manufacturer
 * carries the new name to its device models.
 */

/** The service paths and, for the shared one, the types it holds. */
const SERVICES: Record<string, readonly string[]> = {
  "/api/meta/observation": [""],
  "/api/meta/privilege": [""],
  "/api/meta/role": [""],
  "/api/meta/service": [""],
  "/api/specialties": [""],
  "/api/meta/task": [""],
  "/api/masterData": ["MANUFACTURE", "DEVICE_MODEL", "IMAGE_LIBRARY", "ORGANIZATION_ALIAS"],
  "/api/program-type": [""],
  "/api/program-category": [""],
  "/api/insurance-providers": [""],
};

/**
 * Paths the care plans read as a plain list (therapy-meta.ts): only a paged request (`page` given)
 * is a master-data list; anything else goes on to that route. The observation types' plain list
 * is these same values (issue 38); the task types' is the seven documented ones, and these values
 * are their kinds (`/api/meta/sub-type`, issue 38 §1).
 */
const SHARED_WITH_CARE_PLANS = new Set(["/api/meta/task", "/api/meta/observation"]);

export const TASK_KINDS = ["APPOINTMENT", "ASSESSMENT", "EDUCATION"] as const;
const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;

/** How a refusal names a value's type ("Program type 'Prevention' is used by 30 programs"). */
const TYPE_NAMES: Record<string, string> = {
  "/api/meta/observation": "Observation type",
  "/api/meta/privilege": "Privilege",
  "/api/meta/role": "Role",
  "/api/meta/service": "Service type",
  "/api/specialties": "Specialty",
  "/api/meta/task": "Task type",
  "/api/masterData MANUFACTURE": "Manufacturer",
  "/api/masterData DEVICE_MODEL": "Device model",
  "/api/masterData IMAGE_LIBRARY": "Image",
  "/api/masterData ORGANIZATION_ALIAS": "Organization alias",
  "/api/program-type": "Program type",
  "/api/program-category": "Program category",
  "/api/insurance-providers": "Insurance provider",
};

const NOUNS: Record<UseKind, readonly [string, string]> = {
  programs: ["program", "programs"],
  providers: ["provider", "providers"],
  deviceModels: ["device model", "device models"],
  devices: ["device", "devices"],
  vaccineInventories: ["vaccine inventory", "vaccine inventories"],
  lanes: ["lane", "lanes"],
  vaccineRecords: ["vaccine record", "vaccine records"],
  observationGoals: ["observation goal", "observation goals"],
  observations: ["observation", "observations"],
  carePlanTasks: ["care plan task", "care plan tasks"],
  carePlans: ["care plan", "care plans"],
  appointments: ["appointment", "appointments"],
  patients: ["patient", "patients"],
};

/** The records counted, in words: "1 device model, 2 devices and 40 lanes". */
export function usedBy(usage: Usage): string {
  const parts = (Object.entries(usage) as Array<[UseKind, number]>)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

export const usageCount = (usage: Usage) => Object.values(usage).reduce((sum, n) => sum + (n ?? 0), 0);

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

const view = (value: MasterDataValue & { hasImage?: boolean }) => ({
  id: value.id,
  ...(value.hasImage ? { hasImage: true } : {}),
  name: value.name,
  description: value.description,
  ...(value.category ? { category: value.category } : {}),
  ...(value.manufacturer ? { manufacturer: value.manufacturer } : {}),
  ...(value.type ? { type: value.type } : {}),
});

export function masterDataRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const values = store.masterData;
  for (const [service, types] of Object.entries(SERVICES))
    for (const type of types) {
      const key = usesKey({ service, type });
      if (!(key in USES) || !(key in TYPE_NAMES))
        throw new Error(`Master data type ${key} has no USES or name`);
    }

  /** The type a request names on a service path, or a 422 when the shared path is not told which. */
  function keyOf(service: string, req: Request): MasterDataKey {
    const types = SERVICES[service]!;
    if (types.length === 1) return { service, type: "" };
    const type = str(req.query.type) ?? text((req.body as Body | undefined)?.type);
    if (type && types.includes(type)) return { service, type };
    return invalid([{ field: "type", message: `type must be one of ${types.join(", ")}` }]);
  }

  function validate(key: MasterDataKey, body: Body, current?: MasterDataValue) {
    const errors: FieldError[] = [];
    const name = text(body.name);
    const description = text(body.description);
    if (!name) errors.push({ field: "name", message: "Name is required" });
    else if (name.length > NAME_MAX)
      errors.push({ field: "name", message: `Name must be ${NAME_MAX} characters or fewer` });
    else {
      const twin = values.byName(key, name);
      if (twin && twin.id !== current?.id)
        errors.push({ field: "name", message: `'${twin.name}' already exists` });
    }
    if (description.length > DESCRIPTION_MAX)
      errors.push({
        field: "description",
        message: `Description must be ${DESCRIPTION_MAX} characters or fewer`,
      });
    let category: string | null = null;
    if (key.service === "/api/meta/task") {
      category = text(body.category);
      if (!(TASK_KINDS as readonly string[]).includes(category))
        errors.push({ field: "category", message: `Category must be one of ${TASK_KINDS.join(", ")}` });
    }
    let manufacturer: string | null = null;
    if (key.type === "DEVICE_MODEL") {
      const maker = values.byName({ service: key.service, type: "MANUFACTURE" }, text(body.manufacturer));
      if (!maker)
        errors.push({ field: "manufacturer", message: "Manufacturer must be one of the manufacturers" });
      else manufacturer = maker.name;
    }
    // A specialty providers list keeps its name: they name it by it.
    if (
      current &&
      key.service === "/api/specialties" &&
      name &&
      name.toLowerCase() !== current.name.toLowerCase()
    ) {
      const providers = values.performersWith(current.name);
      if (providers > 0)
        errors.push({
          field: "name",
          message: `Specialty '${current.name}' is listed by ${providers} providers and cannot be renamed`,
        });
    }
    return { errors, fields: { name, description, category, manufacturer } };
  }

  /** A list row: the value and what uses it, counted for the rows of the page only. */
  const row = (value: MasterDataValue & { hasImage?: boolean }) => ({
    ...view(value),
    usage: values.usage(value),
  });

  const list = (service: string) => (req: Request, res: Response) => {
    const key = keyOf(service, req);
    // The vaccine record's staff read the manufacturers (issue 38), not the shared path's other types.
    if (key.type && key.type !== "MANUFACTURE" && !accountCan(store, req.account!, "masterData.edit"))
      return fail(res, 403, "FORBIDDEN", "Only master data editors list these values");
    const page = values.list(key, str(req.query.name));
    res.json(
      sqlPage(req.query.page, req.query.size, 20, page.count, (limit, offset) =>
        page.rows(limit, offset).map(row),
      ),
    );
  };

  for (const service of Object.keys(SERVICES)) {
    const listed = handler(list(service));
    router.get(service, (req: Request, res: Response, next: NextFunction) => {
      if (SHARED_WITH_CARE_PLANS.has(service) && req.query.page === undefined) return next();
      listed(req, res, next);
    });

    router.post(
      service,
      handler((req, res) => {
        const key = keyOf(service, req);
        const { errors, fields } = validate(key, req.body as Body);
        if (errors.length) invalid(errors);
        const created = values.create(store.nextId("md"), key, fields);
        res.status(201).json(view(created));
      }),
    );

    /** The value in the path, of this service (a value of another path is not found here). */
    const found = (req: Request) => {
      const value = values.byId(req.params.id!, service);
      if (!value || value.service !== service) missing("Master data value");
      return value;
    };

    router.put(
      `${service}/:id`,
      handler((req, res) => {
        const current = found(req);
        const { errors, fields } = validate(current, req.body as Body, current);
        if (errors.length) invalid(errors);
        res.json(view(values.update(current, fields)));
      }),
    );

    router.delete(
      `${service}/:id`,
      handler((req, res) => {
        const current = found(req);
        const usage = values.usage(current);
        const count = usageCount(usage);
        if (count > 0) {
          const reason = `${TYPE_NAMES[usesKey(current)]} '${current.name}' is used by ${usedBy(usage)}`;
          refuse(422, "IN_USE", reason, { reason, count, usage });
        }
        values.remove(current.id, current.service);
        res.status(204).end();
      }),
    );
  }

  /**
   * An image-library value's picture (not in the spec, which names only the type): one image
   * file part replaces it; GET answers its bytes. Only IMAGE_LIBRARY values hold one.
   */
  const imageValue = (req: Request) => {
    const value = values.byId(req.params.id!);
    if (!value || value.type !== "IMAGE_LIBRARY") missing("Image library value");
    return value;
  };

  /**
   * The read-only lists beside the types (spec part 2 §7 "Master data"; decision 034's addendum):
   * devices, inventories, the payers as master data, and every program's products. Each is a
   * Spring page searched by part of the name (`name`), like the types' lists.
   */
  const paged =
    <T>(read: (search: string | undefined) => { count: () => number; rows: (l: number, o: number) => T[] }) =>
    (req: Request, res: Response) => {
      const window = read(str(req.query.name));
      res.json(sqlPage(req.query.page, req.query.size, 20, window.count, window.rows));
    };
  const views = store.masterDataViews;

  serve(router, masterData, {
    uploadImage: [
      pictureBody,
      (req, res) => {
        const value = imageValue(req);
        const file = uploadedImage(req, "A PNG, JPEG or WebP image is required");
        values.setImage(value.id, file.content, file.contentType);
        res.json({ id: value.id, bytes: file.content.length, contentType: file.contentType });
      },
    ],
    image: (req, res) => {
      const value = imageValue(req);
      const image = found(values.image(value.id), "Image");
      res.type(image.mediaType).send(image.bytes);
    },
    devices: paged((search) => views.devices(search)),
    inventories: paged((search) => views.inventories(search)),
  });

  serve(router, billing, {
    masterDataPayers: paged((search) => views.payers(search)),
  });
  /**
   * GET /api/products is the programs' call (one program's products, `programId`): only a paged
   * request without a program is the master-data list of every program's products, and only the
   * master data's editors may make it (the call's rule is the programs', by the program).
   */
  const products = handler(paged((search) => views.products(search)));
  router.get("/api/products", (req: Request, res: Response, next: NextFunction) => {
    if (req.query.programId !== undefined || req.query.page === undefined) return next();
    if (!req.account || !accountCan(store, req.account, "masterData.edit"))
      return fail(res, 403, "FORBIDDEN", "Only master data editors list every program's products");
    products(req, res, next);
  });

  serve(router, masterData, {
    /** Spec part 2 §7: POST /api/insurance-providers/search with name, limit and page in the query. */
    searchInsuranceProviders: (req, res) => {
      const page = values.list({ service: "/api/insurance-providers", type: "" }, str(req.query.name));
      res.json(
        sqlPage(req.query.page, req.query.limit, 20, page.count, (limit, offset) =>
          page.rows(limit, offset).map(view),
        ),
      );
    },
  });

  return router;
}
