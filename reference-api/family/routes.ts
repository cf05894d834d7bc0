import { family } from "@contract/family";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { serve } from "../http";
import { accessPatient } from "../patient-area/access";
import type { Store } from "../store";
import type { Task } from "../types";

/**
 * A family member as the family pages show them (spec part 2 §7 "Patients and family"): their
 * details with the next appointment, and the vaccinations they were given. The spec names the
 * calls, not their bodies; the shapes are written in README.md. A patient reads their own and
 * their family's; staff the patients of their organizations (the permission middleware).
 */
export function familyRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const clinicOf = (task: Task) => store.organizations.byId(task.locationId);

  serve(router, family, {
    details: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      const now = new Date().toISOString();
      const appointments = store.tasks.appointmentsOf([patient.id]);
      const next = appointments.find(
        (t) => t.dueDate && t.dueDate >= now && (t.status === "SCHEDULED" || t.status === "ACTIVE"),
      );
      const nextClinic = next && clinicOf(next);
      res.json({
        id: patient.id,
        firstName: patient.firstName,
        lastName: patient.lastName,
        dateOfBirth: patient.dateOfBirth,
        gender: patient.gender,
        relationship: patient.relationship ?? null,
        language: patient.language,
        familyOf: patient.familyOf ?? null,
        nextAppointment: next
          ? {
              taskId: next.id,
              name: next.name,
              dueDate: next.dueDate,
              clinicName: nextClinic?.name ?? null,
              timeZone: nextClinic?.timeZone ?? null,
            }
          : null,
        appointmentsToBook: appointments.filter((t) => t.status === "PENDING" && !t.dueDate).length,
        vaccinationCount: store.tasks.vaccinations(patient.id).length,
      });
    },
    vaccinations: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      res.json(
        store.tasks.vaccinations(patient.id).map((task) => {
          const clinic = clinicOf(task);
          return {
            taskId: task.id,
            name: task.name,
            administeredAt: task.vaccineInfo?.administeredAt ?? task.completedAt ?? task.dueDate ?? null,
            manufacturer: task.vaccineInfo?.manufacturer ?? task.inventoryName ?? null,
            doseNumber: task.vaccineInfo?.doseNumber ?? null,
            lotNumber: task.vaccineInfo?.lotNumber ?? null,
            clinicName: clinic?.name ?? null,
            timeZone: clinic?.timeZone ?? null,
          };
        }),
      );
    },
  });

  return router;
}
