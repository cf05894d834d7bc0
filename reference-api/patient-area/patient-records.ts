import { addDays, zonedDate, zonedToUtc } from "../time";
import type { LaneLookup, OrganizationLookup, Patient, Task } from "../types";
import { renderPdf } from "../pdf";
import type { CarePlan, Invoice, PatientFile, Survey } from "./types";

const EDUCATION = [
  {
    name: "Getting ready for your vaccination",
    title: "Getting ready for your vaccination",
    summary: "What to bring and how to prepare for your appointment.",
    body: "Bring a photo ID and your insurance card if you have one. Wear a short-sleeved shirt. Eat something beforehand and drink water. Arrive five minutes early; the whole visit takes about 30 minutes, including 15 minutes of rest after the shot.",
  },
  {
    name: "After your vaccination",
    title: "After your vaccination",
    summary: "Common reactions and when to call a doctor.",
    body: "A sore arm, tiredness, headache or a mild fever for a day or two are common and show your body is building protection. Rest and drink fluids. Call a doctor if redness or pain grows after 24 hours, or if side effects last more than a few days. Call 911 for trouble breathing or swelling of the face and throat.",
  },
];

/** One patient's starting records, for the caller to store (the seed's arrays or the tables). */
export interface PatientRecords {
  tasks: Task[];
  invoices: Invoice[];
  carePlans: CarePlan[];
  files: PatientFile[];
}

/** A 2×2 PNG (a photo stands in as the smallest valid image). */
export const PHOTO_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGO4U5FypyKFAUIBADIOBuGWMDFFAAAAAElFTkSuQmCC";

/**
 * The patient-side care plan, tasks and test results of one patient (demo or test fixture).
 * `assessment` is the survey an assessment task asks to answer (none: no assessment task).
 */
export function seedPatientRecords(
  lanes: LaneLookup,
  organizations: OrganizationLookup,
  assessment: Survey | undefined,
  patient: Patient,
  id: (prefix: string) => string,
  now: Date,
  options: {
    results?: boolean;
    assessment?: boolean;
    education?: boolean;
    pendingFlu?: boolean;
    vaccinated?: boolean;
    upcoming?: boolean;
    /** The upcoming appointment is the care plan's (made when there is one to hold). */
    plannedUpcoming?: boolean;
    /** A rapid test read at home whose result the patient has still to report (decision 045). */
    homeTest?: boolean;
  },
): PatientRecords {
  const clinic =
    organizations.firstNamed("Riverside Community Clinic") ?? organizations.firstOfType("CLINIC")!;
  const iso = now.toISOString();
  const daysAgo = (n: number, time = "10:00") =>
    zonedToUtc(addDays(zonedDate(now, clinic.timeZone), -n), time, clinic.timeZone).toISOString();
  const base = {
    patientId: patient.id,
    taskType: "APPOINTMENT" as const,
    taskTypeId: 1,
    createdAt: iso,
    locationId: clinic.id,
  };
  const created: Task[] = [];
  const invoices: Invoice[] = [];
  const carePlans: CarePlan[] = [];
  const files: PatientFile[] = [];
  const planTaskIds: string[] = [];

  if (options.results) {
    const values = [0, 1, -1, 2];
    values.forEach((value, index) => {
      created.push({
        ...base,
        id: id("task"),
        status: "COMPLETED",
        name: "COVID-19 PCR test",
        goalName: "Testing",
        dueDate: daysAgo(20 - index * 6, "11:00"),
        testResult: value,
        completedAt: daysAgo(20 - index * 6, "11:15"),
        // Sent to the lab once collected; nobody has called the patient about it yet (decision 024).
        elisOrderId: id("elis"),
        isContacted: false,
        // The patient has read the two oldest results; the invalid one is still new to them.
        ...(value === 0 || value === 1 ? { resultChecked: true } : {}),
      });
    });
    files.push(
      {
        id: id("file"),
        patientId: patient.id,
        fileName: "Insurance card.pdf",
        contentType: "application/pdf",
        description: "Front and back of the insurance card",
        uploadedAt: daysAgo(25, "18:40"),
        content: renderPdf("Insurance card", [
          { text: `Member: ${patient.firstName} ${patient.lastName}`, gap: 8 },
          { text: "Plan: Community Health Basic" },
        ]).toString("base64"),
      },
      {
        id: id("file"),
        patientId: patient.id,
        fileName: "Arm after vaccination.png",
        contentType: "image/png",
        uploadedAt: daysAgo(9, "20:15"),
        content: PHOTO_PNG,
      },
    );
  }
  if (options.homeTest) {
    created.push({
      ...base,
      id: id("task"),
      status: "COMPLETED",
      name: "COVID-19 rapid antigen test (at home)",
      goalName: "Testing",
      dueDate: daysAgo(1, "08:00"),
      testResult: 2,
      completedAt: daysAgo(1, "08:00"),
    });
  }
  if (options.vaccinated) {
    created.push({
      ...base,
      id: id("task"),
      status: "COMPLETED",
      currentStatus: "VACCINATION-COMPLETED",
      name: "COVID-19 vaccination",
      goalName: "Vaccination",
      dueDate: daysAgo(60, "09:00"),
      inventoryName: "Pfizer",
      serviceTypeId: 1,
      completedAt: daysAgo(60, "09:20"),
    });
    const flu: Task = {
      ...base,
      id: id("task"),
      status: "COMPLETED",
      currentStatus: "VACCINATION-COMPLETED",
      name: "Flu vaccination",
      goalName: "Vaccination",
      dueDate: daysAgo(30, "10:30"),
      inventoryName: "Sanofi",
      serviceTypeId: 2,
      completedAt: daysAgo(30, "10:45"),
    };
    const invoice: Invoice = {
      id: id("invoice"),
      number: `INV-${flu.id.slice(-5).toUpperCase()}`,
      patientId: patient.id,
      taskId: flu.id,
      serviceTypeId: 2,
      description: "Flu Shot",
      amount: "25.00",
      createdAt: flu.dueDate!,
      refunded: false,
    };
    flu.invoiceId = invoice.id;
    invoices.push(invoice);
    created.push(flu);
  }
  if (options.upcoming) {
    const day = addDays(zonedDate(now, clinic.timeZone), 3);
    // A day's lanes start within a day and a half either side of its UTC midnight, whatever the zone.
    const midnight = Date.parse(`${day}T00:00:00Z`);
    const lane = lanes
      .ofClinics(
        [clinic.id],
        new Date(midnight - 86_400_000).toISOString(),
        new Date(midnight + 2 * 86_400_000).toISOString(),
      )
      .find(
        (l) =>
          l.inventoryType === "COVID" &&
          l.manufacturer === "Pfizer" &&
          zonedDate(new Date(l.startDate), clinic.timeZone) === day,
      );
    if (lane) {
      const taskId = id("task");
      // A test's care-plan appointment: the plan below holds it.
      if (options.plannedUpcoming) planTaskIds.push(taskId);
      created.push({
        ...base,
        id: taskId,
        status: "SCHEDULED",
        name: "COVID-19 vaccination",
        goalName: "Vaccination",
        dueDate: new Date(new Date(lane.startDate).getTime() + 90 * 60_000).toISOString(),
        clinicAppointmentId: lane.id,
        inventoryName: lane.manufacturer ?? undefined,
        serviceTypeId: 1,
        performerId: lane.host.id,
      });
    }
  }
  if (options.pendingFlu) {
    created.push({
      patientId: patient.id,
      taskType: "APPOINTMENT",
      taskTypeId: 1,
      createdAt: iso,
      id: id("task"),
      status: "PENDING",
      currentStatus: "BOOK-APPOINTMENT",
      name: "Flu vaccination",
      goalName: "Vaccination",
      serviceTypeId: 2,
    });
  }
  if (options.assessment) {
    const survey = assessment;
    if (survey) {
      const task: Task = {
        patientId: patient.id,
        taskType: "ASSESSMENT",
        taskTypeId: 2,
        createdAt: iso,
        id: id("task"),
        status: "PENDING",
        name: survey.name,
        goalName: "Before your visit",
        assessmentId: survey.id,
      };
      created.push(task);
      planTaskIds.push(task.id);
    }
  }
  if (options.education) {
    for (const item of EDUCATION) {
      const task: Task = {
        patientId: patient.id,
        taskType: "EDUCATION",
        taskTypeId: 3,
        createdAt: iso,
        id: id("task"),
        status: "ACTIVE",
        name: item.name,
        goalName: "Learn",
        education: { title: item.title, summary: item.summary, body: item.body },
      };
      created.push(task);
      planTaskIds.push(task.id);
    }
  }
  if (planTaskIds.length) {
    carePlans.push({
      id: id("careplan"),
      name: "Vaccination and testing plan",
      description: "",
      organizationId: patient.organizations[0] ?? "",
      ownerId: null,
      patientId: patient.id,
      isTemplate: false,
      isPublic: false,
      usedTemplateId: null,
      carePlanTypeId: null,
      serviceTypeId: null,
      duration: 42,
      startDate: zonedDate(now, clinic.timeZone),
      carePlanStatus: options.results ? "AwaitingTestResults" : "AwaitingTesting",
      taskIds: planTaskIds,
      dateCreated: iso,
    });
  }
  return { tasks: created, invoices, carePlans, files };
}
