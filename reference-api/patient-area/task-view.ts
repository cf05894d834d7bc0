import type { LaneLookup, OrganizationLookup, PatientLookup, Task } from "../types";

/** The task as the documented calls answer: location with address and time zone, clinic resource. */
export function taskView(
  records: {
    organizations: OrganizationLookup;
    patients: PatientLookup;
    performers?: { byId(id: string): { name: string } | undefined };
  },
  lanes: LaneLookup,
  task: Task,
) {
  const clinic = records.organizations.byId(task.locationId);
  const patient = records.patients.byId(task.patientId);
  const performer = task.performerId ? records.performers?.byId(task.performerId) : undefined;
  const lane = task.clinicAppointmentId ? lanes.byId(task.clinicAppointmentId) : undefined;
  return {
    id: task.id,
    patientId: task.patientId,
    patientName: patient ? `${patient.firstName} ${patient.lastName}` : null,
    patientDateOfBirth: patient?.dateOfBirth ?? null,
    taskType: task.taskType,
    taskTypeId: task.taskTypeId,
    status: task.status,
    currentStatus: task.currentStatus ?? null,
    name: task.name,
    goalName: task.goalName ?? null,
    dueDate: task.dueDate ?? null,
    location: clinic
      ? { id: clinic.id, name: clinic.name, address: clinic.address, timeZoneId: clinic.timeZone }
      : null,
    clinicAppointmentId: task.clinicAppointmentId ?? null,
    clinicAppointmentResource: lane
      ? {
          id: lane.id,
          startDate: lane.startDate,
          endDate: lane.endDate,
          inventoryType: lane.inventoryType ?? null,
          manufacturer: lane.manufacturer ?? null,
        }
      : null,
    additionalLaneId: task.additionalLaneId ?? null,
    inventoryName: task.inventoryName ?? null,
    serviceTypeId: task.serviceTypeId ?? null,
    testResult: task.testResult ?? null,
    elisOrderId: task.elisOrderId ?? null,
    isContacted: task.elisOrderId ? task.isContacted === true : null,
    assessmentId: task.assessmentId ?? null,
    invoiceId: task.invoiceId ?? null,
    performerId: task.performerId ?? null,
    performerName: performer?.name ?? null,
    notes: task.notes ?? null,
    vaccineInfo: task.vaccineInfo ?? null,
    observationStatus: task.observationStatus ?? null,
    education: task.education ?? null,
    dateCreated: task.createdAt,
    completedAt: task.completedAt ?? null,
    links: [],
  };
}
