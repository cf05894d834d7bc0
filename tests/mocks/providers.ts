import { http, HttpResponse } from "msw";
import { UPSTREAM } from "./accounts";
import { recorder, springPage, type RecordedCall } from "./recording";

/**
 * The providers area (decision 038): "perf-1" is of the staff test account's organization (org-1)
 * with a photo; "perf-far" of another tree. Every call is recorded.
 */
export const PROVIDER = {
  id: "perf-1",
  name: "Dr. Amara Nwosu",
  organizationId: "org-1",
  organizationName: "Demo Health Network",
  specialties: ["Pediatrics"],
  licenceType: "Physician MD",
  npi: "1234567893",
  isAccount: false,
  photo: { contentType: "image/png", uploadedAt: "2026-11-20T10:00:00.000Z" },
};
const FAR = { ...PROVIDER, id: "perf-far", name: "Dr. Far Away", organizationId: "org-far" };

export function providerHandlers(calls: RecordedCall[]) {
  const record = recorder(calls);
  return [
    http.get(`${UPSTREAM}/api/performers`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(springPage([PROVIDER]));
    }),
    http.get(`${UPSTREAM}/api/specialties`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        springPage([
          { id: "md-1", name: "Pediatrics" },
          { id: "md-2", name: "Cardiology" },
        ]),
      );
    }),
    http.get(`${UPSTREAM}/api/meta/getAllPublicServiceType`, () =>
      HttpResponse.json([{ id: 1, name: "Vaccination" }]),
    ),
    http.get(`${UPSTREAM}/api/performers/:id`, async ({ request, params }) => {
      await record(request);
      if (params.id === PROVIDER.id) return HttpResponse.json(PROVIDER);
      if (params.id === FAR.id) return HttpResponse.json(FAR);
      return HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    http.post(`${UPSTREAM}/api/performers`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...PROVIDER, id: "perf-new", photo: null }, { status: 201 });
    }),
    http.put(`${UPSTREAM}/api/performers/profile/:id`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(PROVIDER);
    }),
    http.delete(`${UPSTREAM}/api/performers/:id`, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${UPSTREAM}/api/performers/:id/picture`, async ({ request }) => {
      calls.push({ method: "POST", path: new URL(request.url).pathname, body: null });
      return HttpResponse.json({ id: PROVIDER.id, bytes: 10 });
    }),
    http.get(`${UPSTREAM}/api/performers/:id/appointments`, async ({ request }) => {
      await record(request);
      return HttpResponse.json([
        {
          id: "task-1",
          patientName: "Ana Lopez",
          name: "Flu shot",
          status: "SCHEDULED",
          dueDate: "2026-11-25T15:00:00.000Z",
          location: { id: "clinic-1", name: "Riverside Clinic" },
        },
      ]);
    }),
  ];
}
