import { onboarding } from "@contract/onboarding";
import { randomUUID } from "node:crypto";
import { Router } from "express";
import express from "express";
import { ORGANIZATION_TYPES } from "@contract/vocabulary";
import type { ReferenceApiOptions } from "../area";
import { str, type FieldError, serve, found, invalid, refuse } from "../http";
import { hashPassword } from "../seed";
import type { Store } from "../store";
import type { Attachment, Organization } from "../types";

/**
 * Organization onboarding (spec part 1 §2 /onboard; part 2 §7 "Organizations": POST /withAdmin
 * without credentials, GET /exist; "Master data": attachments). See README "Onboarding".
 */

const UPLOAD_WINDOW_MS = 60 * 60_000;

export function onboardingRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const byName = (name: string) => store.organizations.byName(name.trim());

  serve(router, onboarding, {
    exists: (req, res) => {
      res.json(!!byName(str(req.query.name) ?? ""));
    },
    createWithAdmin: (req, res) => {
      const body = req.body as { organization?: Record<string, unknown>; admin?: Record<string, unknown> };
      const org = body.organization ?? {};
      const admin = body.admin ?? {};
      const errors: FieldError[] = [];
      const name = str(org.name)?.trim() ?? "";
      if (!name) errors.push({ field: "organization.name", message: "Name is required" });
      else if (byName(name))
        errors.push({ field: "organization.name", message: `Organization '${name}' already exists` });
      if (!(ORGANIZATION_TYPES as readonly string[]).includes(str(org.type) ?? ""))
        errors.push({
          field: "organization.type",
          message: `Type '${str(org.type) ?? ""}' is not an organization type`,
        });
      if (!str(org.employerId)?.trim())
        errors.push({ field: "organization.employerId", message: "Employer ID is required" });
      if (!str(org.businessLicenseNumber)?.trim())
        errors.push({
          field: "organization.businessLicenseNumber",
          message: "Business license number is required",
        });
      const email = str(admin.email)?.trim().toLowerCase() ?? "";
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        errors.push({ field: "admin.email", message: `Email '${email}' is not valid` });
      else if (store.accounts.emailTaken(email))
        errors.push({ field: "admin.email", message: `An account with email '${email}' already exists` });
      if (!str(admin.firstName)?.trim())
        errors.push({ field: "admin.firstName", message: "First name is required" });
      if (!str(admin.lastName)?.trim())
        errors.push({ field: "admin.lastName", message: "Last name is required" });
      if (errors.length) invalid(errors);
      const address = (org.address ?? {}) as Record<string, unknown>;
      const organization: Organization = {
        id: store.nextId("org"),
        name,
        shortName: name.slice(0, 20),
        type: str(org.type)!,
        parentOrganizationId: null,
        isHeadquarter: true,
        timeZone: str(org.timeZone) ?? "America/New_York",
        address: {
          id: store.nextId("addr"),
          address1: str(address.address1) ?? "",
          city: str(address.city) ?? "",
          state: str(address.state) ?? "",
          zipcode: str(address.zipcode) ?? "",
          country: "United States",
        },
        approvalStatus: "PENDING",
        description: "",
        departments: [],
        isOpen: false,
        employerId: str(org.employerId)!.trim(),
        businessLicenseNumber: str(org.businessLicenseNumber)!.trim(),
        createdAt: new Date().toISOString(),
      };
      store.db.transaction(() => {
        store.organizations.insert(organization);
        // The administrator sets a password through "forgot password" once the application is approved.
        store.accounts.insert({
          accountId: store.nextId("acct"),
          username: email,
          email,
          phoneNumber: str(admin.phoneNumber) ?? "",
          firstName: str(admin.firstName)!.trim(),
          lastName: str(admin.lastName)!.trim(),
          passwordHash: hashPassword(randomUUID(), email),
          privilegeId: 2,
          isPerformer: false,
          organizationId: organization.id,
          mfa: false,
        });
      });
      res
        .status(201)
        .json({ id: organization.id, name: organization.name, approvalStatus: organization.approvalStatus });
    },
    /**
     * A document for an organization. Without a token only for an organization that is still
     * PENDING and was created in the last hour (the onboarding form's own upload).
     */
    attachDocument: [
      express.raw({ type: "multipart/form-data", limit: "12mb" }),
      (req, res) => {
        const org = found(store.organizations.byId(req.params.id), "Organization");
        if (!req.account) {
          const fresh =
            org.approvalStatus === "PENDING" &&
            org.createdAt &&
            Date.now() - Date.parse(org.createdAt) < UPLOAD_WINDOW_MS;
          if (!fresh) refuse(401, "UNAUTHORIZED", "Full authentication is required to access this resource");
        }
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const header = raw.subarray(0, 2048).toString("latin1");
        const fileName = /filename="([^"]*)"/.exec(header)?.[1] ?? "document";
        const contentType =
          /Content-Type:\s*([^\r\n]+)/i.exec(header)?.[1]?.trim() ?? "application/octet-stream";
        if (raw.length === 0) invalid([{ field: "file", message: "No file was sent" }]);
        const attachment: Attachment = {
          id: randomUUID(),
          organizationId: org.id,
          fileName,
          contentType,
          size: partSize(raw, req.get("content-type")),
          uploadedAt: new Date().toISOString(),
        };
        store.attachments.insert(attachment);
        // The documented call answers with text.
        res.type("text/plain").send(attachment.id);
      },
    ],
    attachments: (req, res) => {
      res.json(store.attachments.ofOrganization(req.params.id));
    },
  });

  return router;
}

/**
 * The bytes of the one file part of a multipart body (its headers and the boundaries aside), so
 * a listed attachment's size is the file's; the whole body when the shape is not that.
 */
function partSize(raw: Buffer, contentType: string | undefined): number {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  const boundary = match?.[1] ?? match?.[2];
  const start = raw.indexOf("\r\n\r\n");
  if (!boundary || start < 0) return raw.length;
  const end = raw.lastIndexOf(`\r\n--${boundary}`);
  return end > start + 4 ? end - (start + 4) : raw.length;
}
