import { carePlans } from "@contract/care-plans";
import { providers } from "@contract/providers";
import { onCall } from "./contract";
import { HttpResponse } from "msw";
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
    onCall(providers.list, async ({ request }) => {
      await record(request);
      return HttpResponse.json(springPage([PROVIDER]));
    }),
    onCall(providers.specialties, async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        springPage([
          { id: "md-1", name: "Pediatrics" },
          { id: "md-2", name: "Cardiology" },
        ]),
      );
    }),
    onCall(carePlans.publicServiceTypes, () => HttpResponse.json([{ id: 1, name: "Vaccination" }])),
    onCall(providers.get, async ({ request, params }) => {
      await record(request);
      if (params.id === PROVIDER.id) return HttpResponse.json(PROVIDER);
      if (params.id === FAR.id) return HttpResponse.json(FAR);
      return HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(providers.create, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...PROVIDER, id: "perf-new", photo: null }, { status: 201 });
    }),
    onCall(providers.updateProfile, async ({ request }) => {
      await record(request);
      return HttpResponse.json(PROVIDER);
    }),
    onCall(providers.remove, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(providers.uploadPicture, async ({ request }) => {
      calls.push({ method: "POST", path: new URL(request.url).pathname, body: null });
      return HttpResponse.json({ id: PROVIDER.id, bytes: 10 });
    }),
    onCall(providers.appointments, async ({ request }) => {
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
