import { masterData } from "@contract/master-data";
import { HttpResponse } from "msw";
import { entryAt, onCall } from "./contract";
import { LISTED_TYPES } from "~/domain/master-data";
import { recorder, springPage, type RecordedCall } from "./recording";

/**
 * The master-data upstream (decision 034): every type's service path lists two fixed values
 * (a manufacturer among /api/masterData's), saves and deletes; the insurance providers also
 * search by POST. Calls are recorded in `masterDataCalls`; tests override per case.
 */
export const masterDataCalls: RecordedCall[] = [];
const record = recorder(masterDataCalls);

export const MASTER_DATA_VALUES = [
  {
    id: "md-1",
    name: "Pediatrics",
    description: "Care of children",
    category: "APPOINTMENT",
    manufacturer: "Pfizer",
  },
  { id: "md-2", name: "Pfizer", description: "Vaccines", category: "EDUCATION", manufacturer: "Omron" },
];

const filtered = (url: URL) => {
  const name = (url.searchParams.get("name") ?? "").toLowerCase();
  return springPage(MASTER_DATA_VALUES.filter((value) => value.name.toLowerCase().includes(name)));
};

const services = [...new Set(LISTED_TYPES.map((row) => row.service))];

export const masterDataHandlers = [
  onCall(masterData.searchInsuranceProviders, async ({ request }) => {
    await record(request);
    return HttpResponse.json(filtered(new URL(request.url)));
  }),
  ...services.flatMap((service) => [
    // The care plans read /api/meta/task and /api/meta/observation unpaged: theirs to answer.
    onCall(entryAt("GET", service), async ({ request }) => {
      if (!new URL(request.url).searchParams.has("page")) return undefined;
      await record(request);
      return HttpResponse.json(filtered(new URL(request.url)));
    }),
    onCall(entryAt("POST", service), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: "md-new" }, { status: 201 });
    }),
    onCall(entryAt("PUT", `${service}/{id}`), async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ id: params.id });
    }),
    onCall(entryAt("DELETE", `${service}/{id}`), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  ]),
];
