import { PUBLIC, patientArea, record, staff } from "./access";
import { defineCalls } from "./call";
import { flag, id, instant, pageOf, paging, stringOrNumber, timeZone } from "./common";
import { addressSchema } from "./organizations";
import { z } from "./zod";

/**
 * Tasks and appointments (spec part 2 §7 "Tasks and appointments"): the patient area's reads and
 * bookings (the public slot search, the registration's booking without a session), staff's list,
 * bulk cancel and changes to one appointment (decisions 022, 025), and the documents of a task
 * (a test's result, a lab order, an invoice).
 */

export const taskSchema = z
  .object({
    id,
    patientId: id.nullish(),
    patientName: z.string().nullish(),
    name: z.string().nullish(),
    status: z.string().nullish(),
    currentStatus: z.string().nullish(),
    taskType: z.string().nullish(),
    taskTypeId: z.number().nullish(),
    goalName: z.string().nullish(),
    dueDate: z.string().nullish(),
    location: z
      .object({
        id,
        name: z.string().nullish(),
        address: addressSchema.nullish(),
        timeZoneId: timeZone,
      })
      .passthrough()
      .nullish(),
    clinicAppointmentId: id.nullish(),
    clinicAppointmentResource: z.object({ id }).passthrough().nullish(),
    additionalLaneId: id.nullish(),
    inventoryName: z.string().nullish(),
    serviceTypeId: id.nullish(),
    testResult: stringOrNumber.nullish(),
    /** The lab's order for a test sent to it, and whether staff have called about its result (decision 024). */
    elisOrderId: id.nullish(),
    isContacted: z.boolean().nullish(),
    assessmentId: id.nullish(),
    invoiceId: id.nullish(),
    /** Staff's side (decision 025): who performs it, staff's notes, the vaccine given, a test's observation. */
    performerId: id.nullish(),
    performerName: z.string().nullish(),
    notes: z.string().nullish(),
    vaccineInfo: z
      .object({
        manufacturer: z.string(),
        lotNumber: z.string(),
        doseNumber: z.number().int(),
        injectionSite: z.string(),
        expiryDate: z.string(),
        administeredAt: z.string(),
      })
      .passthrough()
      .nullish(),
    observationStatus: z.string().nullish(),
    education: z
      .object({ title: z.string().nullish(), summary: z.string().nullish(), body: z.string().nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();

/** A staff list's task: the patient's date of birth too. */
export const locationTaskSchema = taskSchema.extend({ patientDateOfBirth: z.string().nullish() });

/** An appointment task of a care plan, in one of its ACTIVE goals (spec part 2 §7). */
export const goalAppointmentSchema = z
  .object({
    id,
    name: z.string().nullish(),
    status: z.string().nullish(),
    week: z.number().int().nullish(),
    /** yyyy-mm-dd, the plan's start and the task's week. */
    dueDate: z.string().nullish(),
    goalName: z.string().nullish(),
    carePlanId: id.nullish(),
    carePlanName: z.string().nullish(),
    location: z.object({ id, name: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();

/** A public clinic's lane on a day, with the bookings of its slots (spec part 2 §3, §7). */
export const clinicLaneSchema = z
  .object({
    id,
    clinicId: id,
    status: z.string().nullish(),
    startDate: instant,
    endDate: instant,
    inventoryType: z.string().nullish(),
    manufacturer: z.string().nullish(),
    slotMinutes: z.number().int().positive().nullish(),
    capacity: z.number().int().nonnegative().nullish(),
    host: z.object({ id, name: z.string().nullish() }).passthrough().nullish(),
    bookings: z
      .array(z.object({ dueDate: z.string(), count: z.number().int().nonnegative() }).passthrough())
      .nullish()
      .transform((v) => v ?? []),
    /** The clinics of every page, when the search was paged (`size`); absent from older answers. */
    clinicsTotal: z.number().int().nonnegative().nullish(),
    clinic: z
      .object({
        id,
        name: z.string(),
        timeZone,
        address: addressSchema.nullish(),
        /** Miles from the search's origin; absent (older answers) or null (no place known). */
        distanceMiles: z.number().nonnegative().nullish(),
      })
      .passthrough(),
  })
  .passthrough();

/** A number in a query: the app sends a number, the wire carries its text. */
const queryNumber = z.coerce.number();

const taskInPath = record("task", { path: "id" });
/** A patient-area call's patient in the path: staff must be allowed in the patient's tree. */
const PATIENT_IN_PATH = record("patient", { path: "id" }).organization;

const TASKS = "part 2 §7 Tasks and appointments";
const PATIENTS = "part 2 §7 Patients and family";

/** A slot: the clinic, the lane and the instant (spec part 2 §7 booking calls). */
const slot = {
  locationId: stringOrNumber,
  dueDate: z.string(),
  clinicAppointmentId: stringOrNumber,
};

const vaccineInfoBody = z
  .object({
    manufacturer: z.string(),
    lotNumber: z.string(),
    doseNumber: z.number().int(),
    injectionSite: z.string(),
    /** MM/dd/yyyy */
    expiryDate: z.string(),
    /** An ISO 8601 instant. */
    administeredAt: z.string(),
  })
  .passthrough();

export const appointments = defineCalls("appointments", {
  // ---- the patient area's reads ----
  patientAppointments: {
    method: "GET",
    path: "/api/tasks/{id}/appointments",
    summary: "A patient's appointments",
    source: { documented: TASKS },
    access: patientArea("appointments.read", record("patient", { path: "id" }).organization),
    responses: { 200: { json: z.array(taskSchema) } },
  },
  familyAppointments: {
    method: "GET",
    path: "/api/tasks/{id}/family-member-appointments",
    summary: "The appointments of a patient's family members",
    source: { documented: TASKS },
    access: patientArea("appointments.read", PATIENT_IN_PATH),
    responses: { 200: { json: z.array(taskSchema) } },
  },
  assessmentsToAnswer: {
    method: "GET",
    path: "/api/tasks/{id}/assessments",
    summary: "A patient's assessments still to answer, newest first",
    source: {
      extension:
        "An assessment staff ask for again belongs to no care plan; without this read the patient never sees it (a backend without it answers 404).",
    },
    access: patientArea("assessments.read", record("patient", { path: "id" }).organization),
    responses: { 200: { json: z.array(taskSchema) } },
  },
  appointmentsInActiveGoals: {
    method: "GET",
    path: "/api/tasks/{id}/appointments-in-active-goals",
    summary: "The appointments of a patient's care plans that sit in an ACTIVE goal",
    source: { documented: TASKS },
    access: patientArea("appointments.read", record("patient", { path: "id" }).organization),
    responses: { 200: { json: z.array(goalAppointmentSchema) } },
  },
  get: {
    method: "GET",
    path: "/api/tasks/{id}",
    summary: "A task (an appointment, an assessment, an education)",
    source: { documented: TASKS },
    access: patientArea("appointments.read", taskInPath.organization),
    anonymous: "registration",
    responses: { 200: { json: taskSchema } },
  },

  // ---- booking ----
  publicClinicLanes: {
    method: "GET",
    path: "/api/organizations/organizationublicClinics/{orgId}/allDateV2",
    summary: "An organization's public clinics with their lanes and bookings on one day",
    source: { documented: TASKS },
    access: PUBLIC,
    anonymous: "always",
    query: z
      .object({
        /** MM/DD/YYYY */
        date: z.string(),
        vaccine: z.string().optional(),
        state: z.string().optional(),
        manufacture: z.string().optional(),
        targetPatientId: z.string().optional(),
        /** Where distances are from (issue 38 §5): a place, or a ZIP code the upstream places. */
        lat: queryNumber.optional(),
        lng: queryNumber.optional(),
        originZip: z.string().optional(),
        zip: z.string().optional(),
        miles: queryNumber.optional(),
        ...paging,
      })
      .passthrough(),
    responses: { 200: { json: z.array(clinicLaneSchema) } },
  },
  openDays: {
    method: "GET",
    path: "/api/organizations/{id}/clinic-appointments/open-days",
    summary: "The days (MM/dd/yyyy) on which a clinic of the organization has a slot open",
    source: { documented: "part 2 §7 Organizations (clinic-appointments/open-days)" },
    access: PUBLIC,
    anonymous: "always",
    query: z.object({
      targetPatientId: z.string().optional(),
      taskId: z.string().optional(),
      vaccineType: z.string().optional(),
      contentType: z.string().optional(),
    }),
    responses: { 200: { json: z.array(z.string()) } },
  },
  checkSlotOpen: {
    method: "POST",
    path: "/api/tasks/check-for-slot-open",
    summary: "Whether a slot is still open",
    source: { documented: TASKS },
    access: PUBLIC,
    anonymous: "always",
    body: { json: z.object({ ...slot, id: stringOrNumber.optional() }).passthrough() },
    responses: { 200: { json: z.object({ open: z.boolean() }).passthrough() } },
  },
  bookFirst: {
    method: "PUT",
    path: "/api/tasks/book-first-appointment-for-patient",
    summary: "Books a patient's first appointment: a new appointment task in the slot (`id` is the patient)",
    source: { documented: TASKS },
    access: patientArea("appointments.edit", record("patient", { body: "id" }).organization),
    anonymous: "registration",
    body: {
      json: z
        .object({
          ...slot,
          id: stringOrNumber,
          performerId: stringOrNumber.optional(),
          serviceTypeId: stringOrNumber.optional(),
        })
        .passthrough(),
    },
    responses: { 200: { json: taskSchema } },
  },
  // Staff move a patient's appointment on their behalf only where the patient is (decision 028).
  book: {
    method: "PUT",
    path: "/api/tasks/bookAppointment/mini",
    summary: "Books or moves an existing appointment task into a slot (`id` is the task)",
    source: { documented: TASKS },
    access: patientArea("appointments.edit", { of: "task", id: { body: "id" } }),
    anonymous: "registration",
    body: {
      json: z
        .object({
          ...slot,
          id: stringOrNumber,
          patientId: stringOrNumber.optional(),
          additionalLaneId: stringOrNumber.optional(),
        })
        .passthrough(),
    },
    responses: { 200: { json: taskSchema } },
  },
  cancelBooking: {
    method: "PUT",
    path: "/api/tasks/bookAppointment/cancel",
    summary: "The patient cancels a booked appointment (a paid one is refunded)",
    source: { documented: TASKS },
    access: patientArea("appointments.edit", record("task", { query: "taskId" }).organization),
    query: z.object({ patientId: z.string(), taskId: z.string() }),
    responses: { 200: { empty: true } },
  },
  cancel: {
    method: "PUT",
    path: "/api/tasks/{id}/cancel",
    summary: "Cancels an appointment (a paid one is refunded)",
    source: { documented: TASKS },
    access: patientArea("appointments.edit", { of: "task", id: { path: "id" } }),
    responses: { 200: { empty: true } },
  },
  complete: {
    method: "PUT",
    path: "/api/tasks/{id}/complete",
    summary: "Completes a task: an appointment, a patient-area task, or a care plan's task",
    source: { documented: TASKS },
    access: {
      ...patientArea("appointments.edit", { of: "task", id: { path: "id" } }),
      planTask: { param: "id", access: staff("carePlans.edit", record("planTask", { path: "id" })) },
    },
    responses: { 200: { empty: true } },
  },

  // ---- staff's list and bulk cancel (decision 022) ----
  // Staff's appointment list and bulk cancel: the clinic (location) must be in the caller's tree.
  atLocation: {
    method: "GET",
    path: "/api/tasks/{locationId}/location",
    summary: "A clinic's tasks for staff, filtered, sorted and paged",
    source: { documented: TASKS },
    access: staff("appointments.read", { organization: { path: "locationId" } }),
    query: z
      .object({
        /** appointment, assessment or education */
        taskType: z.string().optional(),
        orderType: z.string().optional(),
        asc: flag.optional(),
        ...paging,
        name: z.string().optional(),
        /** HH:mm */
        time: z.string().optional(),
        status: z.string().optional(),
        /** MM/dd/yyyy, as every date of this query. */
        dobFrom: z.string().optional(),
        dobTo: z.string().optional(),
        dueDateFrom: z.string().optional(),
        dueDateTo: z.string().optional(),
        taskName: z.string().optional(),
        vaccineType: z.string().optional(),
      })
      .passthrough(),
    responses: { 200: { json: pageOf(locationTaskSchema) } },
  },
  bulkCancel: {
    method: "PUT",
    path: "/api/tasks/bulk-cancel",
    summary: "Cancels a clinic's open appointments due in a date range (MM/dd/yyyy, both ends included)",
    source: { documented: TASKS },
    access: staff("appointments.edit", { organization: { query: "locationId" } }),
    query: z.object({ locationId: z.string(), dueDateFrom: z.string(), dueDateTo: z.string() }).passthrough(),
    responses: {
      200: { json: z.object({ cancelled: z.number().int(), patients: z.number().int() }).passthrough() },
    },
  },

  // ---- staff's changes to one appointment (decision 025) ----
  // Staff's changes to one appointment (decision 025): the patient must be in the caller's tree.
  update: {
    method: "PUT",
    path: "/api/tasks/{id}",
    summary: "Changes an appointment's name, notes, status or performer (the fields sent)",
    source: { documented: TASKS },
    access: staff("appointments.edit", taskInPath),
    body: {
      json: z
        .object({
          name: z.string().optional(),
          notes: z.string().nullish(),
          /** Not COMPLETED or CANCELLED: those have their own calls. */
          status: z.string().optional(),
          performerId: stringOrNumber.optional(),
        })
        .passthrough(),
    },
    responses: { 200: { json: taskSchema } },
  },
  putVaccineInfo: {
    method: "PUT",
    path: "/api/tasks/{id}/vaccineInfo",
    summary: "Records (or corrects) the vaccine given",
    source: { documented: TASKS },
    access: staff("appointments.edit", taskInPath),
    body: { json: vaccineInfoBody },
    responses: { 200: { json: taskSchema } },
  },
  removeVaccineInfo: {
    method: "DELETE",
    path: "/api/tasks/{id}/vaccineInfo",
    summary: "Removes the vaccine's record, and the second dose's (`task2`) with it",
    source: { documented: TASKS },
    access: staff("appointments.edit", taskInPath),
    query: z.object({ task2: z.string().optional() }),
    responses: { 200: { empty: true } },
  },
  observationStatus: {
    method: "PUT",
    path: "/api/tasks/{id}/observationStatus",
    summary: "A test's observation status",
    source: { documented: TASKS },
    access: staff("appointments.edit", taskInPath),
    body: { json: z.object({ status: z.string() }).passthrough() },
    responses: { 200: { json: taskSchema } },
  },
  removePerformer: {
    method: "DELETE",
    path: "/api/tasks/{id}/performer",
    summary: "Takes the performer off an open appointment",
    source: { documented: TASKS },
    access: staff("appointments.edit", taskInPath),
    responses: { 200: { empty: true } },
  },

  // ---- a task's documents ----
  testResultPdf: {
    method: "GET",
    path: "/api/elis/test-result/{taskId}/pdf",
    summary: "A test's result as a PDF",
    source: { documented: PATIENTS },
    access: patientArea("patientRecord.read", { of: "task", id: { path: "taskId" } }),
    responses: { 200: { file: "application/pdf" } },
  },
  // The health record's lab orders and the patient's files (decision 024).
  labOrderPdf: {
    method: "GET",
    path: "/api/elis/order-result/{id}/pdf",
    summary: "A test's lab order (the requisition with its status) as a PDF, by the lab's order id",
    source: { documented: PATIENTS },
    access: patientArea("patientRecord.read", { of: "labOrder", id: { path: "id" } }),
    responses: { 200: { file: "application/pdf" } },
  },
  updateIsContacted: {
    method: "PUT",
    path: "/api/elis/updateIsContacted/{id}",
    summary: "Records whether staff have contacted the patient about a lab order's result",
    source: { documented: PATIENTS },
    access: staff("patientRecord.edit", record("labOrder", { path: "id" })),
    query: z.object({ isContacted: flag }),
    responses: { 200: { empty: true } },
  },
  invoicePdf: {
    method: "GET",
    path: "/api/paymentCart/download/invoice/{id}",
    summary: "An invoice as a PDF",
    source: { documented: PATIENTS },
    access: patientArea("billing.read", record("invoice", { path: "id" }).organization),
    responses: { 200: { file: "application/pdf" } },
  },
});
