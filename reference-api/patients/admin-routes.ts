import { patients } from "@contract/patients";
import { randomInt } from "node:crypto";
import { Router } from "express";
import type { Request } from "express";
import type { ReferenceApiOptions } from "../area";
import { str, serve, found, invalid, refuse } from "../http";
import type { Store } from "../store";
import { accessPatient, isPatientSession } from "../patient-area/access";
import type { Patient } from "../types";

/**
 * Staff managing patients (spec part 2 §7 "Patients and family"): an invitation code sent to a
 * patient for an organization, removing a patient from an organization, deleting a patient (the
 * record is kept, hidden) and purging one (everything about them is erased). The permission
 * middleware has checked the capability and the organization (the query's, or the patient's).
 */

/** No 0/O or 1/I/L: the code is read out over the phone as often as it is typed. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;

function newCode() {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function patientAdminRoutes(store: Store, options: ReferenceApiOptions) {
  const router = Router();

  /** The patient in the path: for a patient session, only their own record or their family's. */
  const patientOf = (req: Request): Patient =>
    isPatientSession(req)
      ? accessPatient(store, req, req.params.id)
      : found(store.patients.byId(req.params.id), "Patient");

  /** The organization named by the query, which the patient must belong to. */
  const membershipOf = (req: Request, patient: Patient): string => {
    const organizationId = str(req.query.organizationId);
    if (!organizationId || !store.organizations.byId(organizationId))
      invalid([{ field: "organizationId", message: "organizationId must name an organization" }]);
    if (!patient.organizations.includes(organizationId))
      invalid([{ field: "organizationId", message: "The patient is not a member of this organization" }]);
    return organizationId;
  };

  serve(router, patients, {
    inviteCode: (req, res) => {
      const patient = patientOf(req);
      const organizationId = membershipOf(req, patient);
      const sentTo = patient.email ?? patient.phoneNumber;
      if (!sentTo)
        invalid([
          { field: "email", message: "The patient has no e-mail address or phone number to send a code to" },
        ]);
      let code = newCode();
      while (store.db.sql.prepare("SELECT 1 FROM patient_invites WHERE code = ?").get(code)) code = newCode();
      const createdAt = new Date().toISOString();
      store.patients.insertInvite({ patientId: patient.id, organizationId, code, sentTo, createdAt });
      const organization = store.organizations.byId(organizationId)!;
      options.log(`Invitation to ${sentTo}: join ${organization.name} with the code ${code}`);
      res.status(201).json({
        patientId: patient.id,
        organizationId,
        code,
        sentTo,
        channel: patient.email ? "EMAIL" : "SMS",
        createdAt,
      });
    },
    /**
     * A patient joins an organization with its invitation code (spec part 2 §7), as registration
     * does: any case, surrounding spaces ignored. An unknown code or one the patient already
     * belongs to is a 422 on `code`.
     */
    joinOrganization: (req, res) => {
      const patient = patientOf(req);
      const code = (req.params.code ?? "").trim();
      const organization = code ? store.organizations.byIdOrInvitationCode("", code) : undefined;
      if (!organization || !organization.invitationCode)
        invalid([
          { field: "code", message: `No organization has the invitation code '${code.slice(0, 40)}'` },
        ]);
      if (patient.organizations.includes(organization.id))
        invalid([{ field: "code", message: `The patient already belongs to ${organization.name}` }]);
      store.patients.update({ ...patient, organizations: [...patient.organizations, organization.id] });
      res.json({
        patientId: patient.id,
        organizationId: organization.id,
        organizationName: organization.name,
      });
    },
    /** The welcome card on the patient's home: shown until dismissed (`false`); `true` shows it again. */
    welcomeCard: (req, res) => {
      const patient = patientOf(req);
      const showRumeCard = req.params.value === "true";
      store.patients.update({ ...patient, showRumeCard });
      res.json({ patientId: patient.id, showRumeCard });
    },
    removeOrganization: (req, res) => {
      const patient = patientOf(req);
      const organizationId = membershipOf(req, patient);
      if (patient.organizations.length === 1)
        refuse(
          409,
          "LAST_ORGANIZATION",
          "This is the patient's only organization: a patient must belong to one. Delete the patient instead.",
        );
      store.patients.update({
        ...patient,
        organizations: patient.organizations.filter((id) => id !== organizationId),
      });
      res.json({ patientId: patient.id, organizationId, removed: true });
    },
    purge: (req, res) => {
      const patient = patientOf(req);
      store.patients.purge(patient.id);
      res.status(204).end();
    },
    remove: (req, res) => {
      const patient = patientOf(req);
      store.patients.softDelete(patient, new Date().toISOString());
      res.status(204).end();
    },
  });

  return router;
}
