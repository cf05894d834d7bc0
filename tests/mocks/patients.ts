import { appointments } from "@contract/appointments";
import { carePlans } from "@contract/care-plans";
import { family } from "@contract/family";
import { patients } from "@contract/patients";
import { onCall } from "./contract";
import { HttpResponse } from "msw";

/** The patient area's upstream calls (one file per area, kentcdodds.com's mocks/ layout). */

export const patientRecord = {
  id: "pat-1",
  firstName: "Pat",
  lastName: "Rivera",
  dateOfBirth: "04/12/1985",
  gender: "female",
  email: "patient@demo.test",
  phoneNumber: "+16175550100",
  language: "en-US",
  profileCompleteness: 0.9,
  address: {
    address1: "77 Beacon Street",
    city: "Boston",
    state: "MA",
    zipcode: "02108",
    gpsLatitude: 42.3572,
    gpsLongitude: -71.0655,
  },
  organizations: [{ id: "org-1", name: "Demo Health Network" }],
  insurance: null,
};

export const familyMember = {
  ...patientRecord,
  id: "pat-2",
  firstName: "Leo",
  relationship: "child",
  email: null,
  profileCompleteness: 0.3,
};

export const serviceTypes = [
  {
    id: 1,
    name: "COVID-19 Vaccine",
    description: "COVID",
    price: "40.00",
    attributes: { free: true, vaccineType: "COVID" },
  },
  { id: 2, name: "Flu Shot", description: "Flu", price: "25.00", attributes: { vaccineType: "Flu" } },
];

export function scheduledTask(overrides: Record<string, unknown> = {}) {
  return {
    id: "task-1",
    patientId: "pat-1",
    name: "COVID-19 Vaccine",
    status: "SCHEDULED",
    taskType: "APPOINTMENT",
    dueDate: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
    location: { id: "org-9", name: "Cambridge Vaccination Site", timeZoneId: "America/New_York" },
    clinicAppointmentId: "lane-1",
    clinicAppointmentResource: { id: "lane-1" },
    inventoryName: "Pfizer",
    serviceTypeId: 1,
    ...overrides,
  };
}

/** A patient whose only organization is outside the staff test account's tree (org-1). */
export const patientElsewhere = { ...patientRecord, id: "pat-9", organizations: [{ id: "org-elsewhere" }] };

/**
 * `GET /api/patients/{id}` for staff tests: pat-9 is `patientElsewhere`, an id in `others` is its
 * record, and any other id is the demo patient.
 */
export function staffPatientHandler(others: Record<string, unknown> = {}) {
  return onCall(patients.get, ({ params }) => {
    const id = String(params.id);
    return HttpResponse.json(id === "pat-9" ? patientElsewhere : (others[id] ?? patientRecord));
  });
}

/**
 * `GET /api/patients/{id}/overview` made of the test's own answers to `GET /api/patients/{id}` and
 * `/carePlans` (fetched again through msw), as the reference upstream makes it of the same records:
 * a test mocks the patient and the plans once for every page that reads them. The plans are null
 * where `/carePlans` refuses (403), and a failure of either is the overview's.
 */
export const overviewOfParts = onCall(patients.overview, async ({ request }) => {
  const base = request.url.replace(/\/overview(\?.*)?$/, "");
  const headers = new Headers(request.headers);
  const [patient, plans] = await Promise.all([
    fetch(base, { headers }),
    fetch(`${base}/carePlans`, { headers }),
  ]);
  if (!patient.ok)
    return new HttpResponse(await patient.text(), { status: patient.status, headers: patient.headers });
  if (!plans.ok && plans.status !== 403)
    return new HttpResponse(await plans.text(), { status: plans.status, headers: plans.headers });
  return HttpResponse.json({
    patient: await patient.json(),
    carePlans: plans.ok ? await plans.json() : null,
  });
});

/** Defaults every patient-area test can rely on; tests override with server.use(...). */
export const patientHandlers = [
  overviewOfParts,
  onCall(patients.get, ({ params }) =>
    HttpResponse.json(params.id === "pat-2" ? familyMember : patientRecord),
  ),
  onCall(family.members, () => HttpResponse.json([familyMember])),
  // No care plan unless a test says otherwise (every plan of the patient, newest first).
  onCall(patients.carePlans, () => HttpResponse.json([])),
  onCall(appointments.assessmentsToAnswer, () => HttpResponse.json([])),
  onCall(carePlans.publicServiceTypes, () => HttpResponse.json(serviceTypes)),
  // No service comes with a care plan unless a test says otherwise (decision 045).
  onCall(carePlans.serviceTypesWithCarePlans, () => HttpResponse.json([])),
];
