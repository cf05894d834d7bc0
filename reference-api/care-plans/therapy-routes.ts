import { carePlans } from "@contract/care-plans";
import { Router } from "express";
import type { Request, Response } from "express";
import type { ReferenceApiOptions } from "../area";
import { idOf, integer, nameErrors, text } from "./rules";
import {
  ATTACHMENT_TYPES,
  TASK_TYPES,
  WEEK_DAYS,
  type TherapyAttachmentType,
  type TherapyType,
  type WeekDay,
} from "./types";
import { therapyView } from "./views";
import { pageWindow, springPage } from "../db/paging";
import { fail, str, type FieldError, serve, found, invalid, missing, refuse } from "../http";
import { readableOrganizations } from "../permissions";
import type { Store } from "../store";
import { boundaryOf, parseMultipart, readBody, textParts } from "../billing/csv";

/**
 * The care plans' meta data (spec part 1 §7 "Meta data"): task types, observation types, task
 * sub-types, and therapy types with their attachments (README "Care plans").
 */

type Body = Record<string, unknown>;

/** Therapy attachments: at most this many bytes (413 beyond). */
export const MAX_THERAPY_UPLOAD_BYTES = 10 * 1024 * 1024;
const NUMBERS = ["weekly", "daily", "eachTime", "eachSet"] as const;

export function therapyMetaRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  /**
   * Whether the caller may make, change or keep a therapy type of this owner: one made only for an
   * organization of its tree; a network-wide one (or one of any other owner) only with a scope
   * everywhere, as the permission rules judge the type a path names (permissions.ts, "entity").
   */
  const mayOwn = (req: Request, owner: Pick<TherapyType, "entityType" | "entityId">) => {
    const tree = readableOrganizations(store, req.account!, "carePlans.edit");
    if (tree === null) return true;
    return owner.entityType === "ORGANIZATION" && owner.entityId !== null && tree.includes(owner.entityId);
  };
  const refuseOwner = (res: Response) =>
    fail(
      res,
      403,
      "FORBIDDEN",
      "Therapy types are changed only for an organization of your tree; network-wide ones by a super admin",
    );

  /** The checked fields of a therapy type (create: all; update: those sent over the current ones). */
  const therapyFrom = (body: Body, current: TherapyType | undefined): TherapyType | FieldError[] => {
    const has = (key: string) => Object.hasOwn(body, key);
    const errors: FieldError[] = [];
    if (!current || has("name")) errors.push(...nameErrors(body.name));
    const taskTypeId = !current || has("taskTypeId") ? integer(body.taskTypeId) : current.taskTypeId;
    if (taskTypeId === undefined || Number.isNaN(taskTypeId) || taskTypeId < 1 || taskTypeId > 7)
      errors.push({ field: "taskTypeId", message: "Task type must be one of 1 to 7" });
    const numbers: Record<string, number | null> = {};
    for (const key of NUMBERS) {
      const n = has(key) ? integer(body[key]) : (current?.[key] ?? undefined);
      if (n !== undefined && (Number.isNaN(n) || n < 0 || n > 99))
        errors.push({ field: key, message: `${key} must be a whole number from 0 to 99` });
      numbers[key] = n ?? null;
    }
    let weekDays = current?.weekDays ?? [];
    if (has("weekDays")) {
      const days = Array.isArray(body.weekDays)
        ? body.weekDays
        : body.weekDays == null
          ? []
          : [body.weekDays];
      const unknown = days.filter((d) => !(WEEK_DAYS as readonly unknown[]).includes(d));
      if (unknown.length)
        errors.push({ field: "weekDays", message: `Unknown week days: ${unknown.map(String).join(", ")}` });
      // Each day once, in week order.
      weekDays = WEEK_DAYS.filter((d) => days.includes(d)) as WeekDay[];
    }
    if (errors.length) return errors;
    const pick = (key: "entityType" | "entityId") =>
      has(key) ? (idOf(body[key]) ?? null) : (current?.[key] ?? null);
    return {
      id: current?.id ?? store.nextId("therapy"),
      name: !current || has("name") ? text(body.name).trim() : current.name,
      description: has("description") ? text(body.description) : (current?.description ?? ""),
      taskTypeId: taskTypeId!,
      entityType: pick("entityType"),
      entityId: pick("entityId"),
      weekly: numbers.weekly!,
      daily: numbers.daily!,
      eachTime: numbers.eachTime!,
      eachSet: numbers.eachSet!,
      weekDays,
      image: current?.image ?? null,
      attachments: current?.attachments ?? [],
      dateCreated: current?.dateCreated ?? new Date().toISOString(),
    };
  };

  serve(router, carePlans, {
    taskTypes: (_req, res) => res.json(TASK_TYPES.map((name, i) => ({ id: i + 1, name }))),
    observationTypes: (_req, res) => res.json(store.carePlans.observationTypes()),
    subTypes: (req, res) => {
      const taskTypeId = integer(req.query.taskTypeId);
      res.json(store.carePlans.subTypes(Number.isNaN(taskTypeId) ? -1 : taskTypeId));
    },
    therapyTypes: (req, res) => {
      const window = pageWindow(req.query.page, req.query.size);
      const taskTypeId = integer(req.query.taskTypeId);
      const { content, total } = store.therapy.page(
        {
          taskTypeId: Number.isNaN(taskTypeId) ? -1 : taskTypeId,
          entityType: str(req.query.entityType) || undefined,
          entityId: str(req.query.entityId) || undefined,
          name: str(req.query.name),
          entityIdsVisible: readableOrganizations(store, req.account!, "carePlans.read"),
        },
        window,
      );
      // Each type says how many plan tasks use it, so a delete confirmation can refuse up front.
      const used = store.therapy.usageOf(content.map((t) => t.id));
      res.json(
        springPage(
          content.map((t) => ({ ...therapyView(t), usage: { carePlanTasks: used.get(t.id) ?? 0 } })),
          total,
          window,
        ),
      );
    },
    createTherapyType: (req, res) => {
      const made = therapyFrom((req.body ?? {}) as Body, undefined);
      if (Array.isArray(made)) invalid(made);
      if (!mayOwn(req, made)) return refuseOwner(res);
      store.therapy.insert(made);
      res.status(201).json(therapyView(made));
    },
    removeEntityTherapyTypes: (req, res) => {
      const ids = store.therapy.idsOfEntity(req.params.entityId);
      const inUse = ids.filter((id) => store.therapy.usage(id) > 0);
      if (inUse.length)
        refuse(
          409,
          "IN_USE",
          `${inUse.length} of the entity's therapy types are used by care plan tasks; nothing was deleted`,
        );
      store.db.transaction(() => ids.forEach((id) => store.therapy.delete(id)));
      res.status(204).end();
    },
    updateTherapyType: (req, res) => {
      const current = found(store.therapy.byId(req.params.id), "Therapy type");
      const changed = therapyFrom((req.body ?? {}) as Body, current);
      if (Array.isArray(changed)) invalid(changed);
      // The rule judged the type's owner; a body may name a new one, judged the same way.
      if (!mayOwn(req, changed)) return refuseOwner(res);
      store.therapy.update(changed);
      res.json(therapyView(store.therapy.byId(changed.id)!));
    },
    removeTherapyImage: (req, res) => {
      const current = found(store.therapy.byId(req.params.id), "Therapy type");
      store.therapy.deleteImage(current);
      res.json(therapyView(store.therapy.byId(current.id)!));
    },
    removeTherapyType: (req, res) => {
      const current = found(store.therapy.byId(req.params.id), "Therapy type");
      const count = store.therapy.usage(current.id);
      if (count > 0) {
        const reason = `Therapy type '${current.name}' is used by ${count} care plan ${count === 1 ? "task" : "tasks"}`;
        refuse(409, "IN_USE", reason, { reason, count, usage: { carePlanTasks: count } });
      }
      store.therapy.delete(current.id);
      res.status(204).end();
    },
    uploadTherapyAttachment: async (req, res) => {
      const boundary = boundaryOf(req.get("content-type"));
      if (!boundary)
        invalid([{ field: "file", message: "Send the file as multipart/form-data in a part named file" }]);
      const body = await readBody(req, MAX_THERAPY_UPLOAD_BYTES);
      if (!body) refuse(413, "PAYLOAD_TOO_LARGE", "The file is larger than 10 MB");
      const fields = { ...textParts(body, boundary), ...(req.query as Record<string, unknown>) };
      const therapy = found(store.therapy.byId(idOf(fields.therapyTypeId)), "Therapy type");
      // The type is named in the body, out of the permission rule's sight: its owner is judged here.
      if (!mayOwn(req, therapy)) return refuseOwner(res);
      const errors: FieldError[] = [];
      const attachmentType = text(fields.attachmentType).toUpperCase();
      if (!(ATTACHMENT_TYPES as readonly string[]).includes(attachmentType))
        errors.push({ field: "attachmentType", message: "attachmentType must be IMAGE, VIDEO or DOCUMENT" });
      const file = parseMultipart(body, boundary).find((p) => p.fieldName === "file");
      if (!file || !file.fileName)
        errors.push({ field: "file", message: "No file was sent in the part named file" });
      if (errors.length) invalid(errors);
      const id = store.nextId("tatt");
      const url = `/api/attachments/therapy-type/${id}/${encodeURIComponent(file!.fileName)}`;
      store.db.transaction(() => {
        store.therapy.insertAttachment(
          therapy.id,
          {
            id,
            attachmentType: attachmentType as TherapyAttachmentType,
            fileName: file!.fileName,
            url,
            contentType: file!.contentType,
            size: file!.content.length,
          },
          file!.content,
        );
        if (attachmentType === "IMAGE") store.therapy.update({ ...therapy, image: url });
      });
      res.status(201).json(therapyView(store.therapy.byId(therapy.id)!));
    },
    // The URL each attachment carries: its file, as uploaded (404 for the seed's, which keep none).
    therapyAttachment: (req, res) => {
      const file = store.therapy.attachmentFile(req.params.id);
      if (!file || file.fileName !== req.params.fileName) missing("Attachment");
      res
        .status(200)
        .type(file.contentType || "application/octet-stream")
        .set("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.content);
    },
  });

  return router;
}
