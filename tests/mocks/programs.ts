import { programs } from "@contract/programs";
import { answerOf, onCall } from "./contract";
import { HttpResponse } from "msw";
import { recorder, springPage, type RecordedCall } from "./recording";

/**
 * The programs area of the fake upstream (decision 037): "prog-1" is org-1's program with two
 * phases and three criteria; "prog-far" belongs to another tree. `faults` names the calls that
 * answer 500, or, for the `…422` ones, a 422 on the field the upstream names. Every call is recorded.
 */
export const PROGRAM = {
  id: "prog-1",
  organizationId: "org-1",
  name: "Diabetes care",
  description: "For adults with diabetes.",
  status: "ACTIVE",
  type: { id: "md-program-type-1", name: "Chronic care" },
  category: { id: "md-program-category-1", name: "Diabetes" },
  clinic: null,
  templates: [],
  serviceTypes: [],
  links: [],
  programPhases: [
    {
      id: "phase-1",
      name: "Intake",
      rank: 0,
      items: [
        { id: "item-1", itemType: "SURVEY", itemEntityId: "sv-1", name: "Sleep check", rank: 0 },
        { id: "item-2", itemType: "APPOINTMENT_TYPE", itemEntityId: "1", name: "Flu Shot", rank: 3 },
      ],
    },
    { id: "phase-2", name: "Follow-up", rank: 1, items: [] },
  ],
};
export const CRITERIA = [
  { programId: "prog-1", rank: 0, attribute: "MIN_AGE", value: "18" },
  { programId: "prog-1", rank: 1, attribute: "MAX_AGE", value: "90" },
  { programId: "prog-1", rank: 3, attribute: "LANGUAGE", value: "es-MX" },
];
const ELIGIBLE = [
  { id: "pat-1", firstName: "Ana", lastName: "Lopez", dateOfBirth: "01/02/1980", invited: false },
  { id: "pat-3", firstName: "Luis", lastName: "Soto", dateOfBirth: "03/04/1975", invited: true },
];

export type ProgramFault =
  | "create500"
  | "create422"
  | "put500"
  | "phase422"
  | "item422"
  | "criterion422"
  | "move500"
  | "invite422"
  | "enroll422"
  | "product500"
  | "productItem422"
  | "counts"
  | "patientPrograms500"
  | "picture422"
  | "step422"
  | "delete500"
  | "productDelete422"
  | "productDelete500"
  | "productItemDelete422"
  | "clinicItems500"
  | "phasePut422"
  | "phasePut500"
  | "itemMove500"
  | "stepPut422"
  | "stepPut500"
  | "criterionPut422"
  | "name500"
  | "lookups500"
  | "eligible500";

export function programHandlers(calls: RecordedCall[], faults: ProgramFault[] = []) {
  const record = recorder(calls);
  const oops = () => HttpResponse.json({ code: "BOOM" }, { status: 500 });
  const invalid = (field: string, message: string) =>
    HttpResponse.json({ code: "VALIDATION_FAILED", fieldErrors: [{ field, message }] }, { status: 422 });
  const lookups = (prefix: string, names: string[]) =>
    springPage(
      names.map((name, i) => ({ id: `md-${prefix}-${i + 1}`, name })),
      100,
    );
  const briefs = [{ id: "prog-2", name: "Heart health", status: "ACTIVE", organizationId: "org-1" }];
  return [
    onCall(programs.networkList, async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        springPage([
          {
            ...PROGRAM,
            typeName: "Chronic care",
            enrolled: 5,
            invited: 2,
            phaseCount: 2,
            organizationName: "Demo",
          },
          {
            ...PROGRAM,
            id: "prog-far",
            name: "Far away",
            organizationId: "org-far",
            organizationName: "Harbor",
          },
        ]),
      );
    }),
    onCall(programs.name, async ({ request }) => {
      await record(request);
      if (faults.includes("name500")) return oops();
      const url = new URL(request.url);
      const name = (url.searchParams.get("name") ?? "").trim().toLowerCase();
      const exists =
        name === "heart health" ||
        (name === "diabetes care" && url.searchParams.get("excludeId") !== "prog-1");
      return HttpResponse.json({ name, exists, id: exists ? "prog-2" : null });
    }),
    onCall(programs.usingCarePlan, async ({ request }) => {
      await record(request);
      if (faults.includes("lookups500")) return oops();
      return HttpResponse.json(briefs);
    }),
    onCall(programs.atClinic, async ({ request }) => {
      await record(request);
      if (faults.includes("lookups500")) return oops();
      return answerOf(programs.atClinic, [
        ...briefs,
        { id: "prog-1", name: "Diabetes care", status: "ACTIVE" },
      ]);
    }),
    onCall(programs.clinicProductItems, async ({ request }) => {
      await record(request);
      if (faults.includes("clinicItems500")) return oops();
      return answerOf(programs.clinicProductItems, [
        {
          id: "pi-1",
          name: "Meter",
          productId: "product-1",
          productName: "Starter kit",
          programId: "prog-1",
          programName: "Diabetes care",
        },
      ]);
    }),
    onCall(programs.updatePhase, async ({ request }) => {
      await record(request);
      if (faults.includes("phasePut500")) return oops();
      if (faults.includes("phasePut422")) return invalid("name", "Use at most 120 characters");
      return HttpResponse.json({ id: "phase-1" });
    }),
    onCall(programs.updatePhaseItem, async ({ request }) => {
      await record(request);
      if (faults.includes("itemMove500")) return oops();
      return HttpResponse.json({ id: "item-1" });
    }),
    onCall(programs.renameStep, async ({ request }) => {
      await record(request);
      if (faults.includes("stepPut500")) return oops();
      if (faults.includes("stepPut422")) return invalid("name", "Use at most 120 characters");
      return HttpResponse.json({ id: "step-a" });
    }),
    onCall(programs.removeStep, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(programs.removeProduct, async ({ request }) => {
      await record(request);
      if (faults.includes("productDelete500")) return oops();
      if (faults.includes("productDelete422"))
        return invalid("items", "The product still has items: delete them first");
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(programs.removeProductItem, async ({ request }) => {
      await record(request);
      if (faults.includes("productItemDelete422")) return invalid("productItemId", "The item is in use");
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(programs.counts, async ({ request }) => {
      await record(request);
      if (faults.includes("counts")) return oops();
      return HttpResponse.json({
        programs: [
          { label: "ACTIVE", count: 2 },
          { label: "DRAFT", count: 1 },
        ],
        patients: [{ label: "ENROLLED", count: 5 }],
      });
    }),
    onCall(programs.analytics, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        byType: [{ label: "Chronic care", count: 2 }],
        byCategory: [{ label: "", count: 3 }],
      });
    }),
    onCall(programs.patientPrograms, async ({ request }) => {
      await record(request);
      if (faults.includes("patientPrograms500")) return oops();
      return answerOf(programs.patientPrograms, [
        {
          ...PROGRAM,
          typeName: "Chronic care",
          enrolled: 5,
          invited: 2,
          phaseCount: 2,
          patientStatus: "ENROLLED",
        },
      ]);
    }),
    onCall(programs.list, async ({ request }) => {
      await record(request);
      const patientId = new URL(request.url).searchParams.get("patientId");
      return HttpResponse.json(
        springPage([
          {
            ...PROGRAM,
            typeName: "Chronic care",
            enrolled: 5,
            invited: 2,
            phaseCount: 2,
            patientStatus: patientId ? "ENROLLED" : null,
          },
        ]),
      );
    }),
    onCall(programs.programTypes, async ({ request }) => {
      await record(request);
      return HttpResponse.json(lookups("program-type", ["Chronic care", "Prevention"]));
    }),
    onCall(programs.programCategories, async ({ request }) => {
      await record(request);
      return HttpResponse.json(lookups("program-category", ["Diabetes"]));
    }),
    onCall(programs.templatesMini, async ({ request }) => {
      await record(request);
      return HttpResponse.json([{ id: "cp-t1", name: "Diabetes plan" }]);
    }),
    onCall(programs.serviceTypes, async ({ request }) => {
      await record(request);
      return HttpResponse.json([{ id: "1", name: "Flu Shot" }]);
    }),
    onCall(programs.create, async ({ request }) => {
      await record(request);
      if (faults.includes("create500")) return oops();
      if (faults.includes("create422")) return invalid("typeId", "typeId must be a program type");
      return HttpResponse.json({ ...PROGRAM, id: "prog-new" }, { status: 201 });
    }),
    onCall(programs.enroll, async ({ request }) => {
      await record(request);
      if (faults.includes("enroll422")) return invalid("patientId", "The patient is already enrolled");
      return HttpResponse.json({ status: "ENROLLED" }, { status: 201 });
    }),
    onCall(programs.get, async ({ request, params }) => {
      await record(request);
      if (params.id === "prog-1") return HttpResponse.json(PROGRAM);
      if (params.id === "prog-2")
        return HttpResponse.json({
          ...PROGRAM,
          id: "prog-2",
          name: "Heart health",
          clinic: { id: "clinic-1", name: "North Clinic" },
          templates: [{ id: "cp-t1", name: "Diabetes plan" }],
        });
      if (params.id === "prog-far")
        return HttpResponse.json({ ...PROGRAM, id: "prog-far", organizationId: "org-far" });
      return HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(programs.remove, async ({ request }) => {
      await record(request);
      if (faults.includes("delete500")) return oops();
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(programs.update, async ({ request }) => {
      await record(request);
      if (faults.includes("put500")) return oops();
      return HttpResponse.json(PROGRAM);
    }),
    onCall(programs.uploadPicture, async ({ request }) => {
      await record(request);
      if (faults.includes("picture422")) return invalid("file", "A PNG, JPEG or WebP image is required");
      return HttpResponse.json({ id: "prog-1", bytes: 10, contentType: "image/png" });
    }),
    onCall(programs.addPhase, async ({ request }) => {
      await record(request);
      if (faults.includes("phase422")) return invalid("name", "Use at most 120 characters");
      return HttpResponse.json({ id: "phase-new" }, { status: 201 });
    }),
    onCall(programs.removePhase, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(programs.removePhaseItem, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(programs.addPhaseItem, async ({ request }) => {
      await record(request);
      if (faults.includes("item422")) return invalid("itemEntityId", "itemEntityId points at nothing");
      return HttpResponse.json({ id: "item-new" }, { status: 201 });
    }),
    onCall(programs.criteria, async ({ request }) => {
      await record(request);
      return HttpResponse.json(CRITERIA);
    }),
    onCall(programs.addCriterion, async ({ request }) => {
      await record(request);
      if (faults.includes("criterion422")) return invalid("value", "An age is a whole number from 0 to 130");
      return HttpResponse.json({}, { status: 201 });
    }),
    onCall(programs.updateCriterion, async ({ request }) => {
      await record(request);
      if (faults.includes("move500")) return oops();
      if (faults.includes("criterionPut422")) return invalid("rank", "Another criterion has rank 1");
      return HttpResponse.json(CRITERIA);
    }),
    onCall(programs.removeCriterion, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(programs.steps, async ({ request }) => {
      await record(request);
      return HttpResponse.json([
        { id: "step-b", name: "Baseline", rank: 2 },
        { id: "step-a", name: "Consent", rank: 0 },
      ]);
    }),
    onCall(programs.addStep, async ({ request }) => {
      await record(request);
      if (faults.includes("step422")) return invalid("name", "Use at most 120 characters");
      return HttpResponse.json({ id: "step-new" }, { status: 201 });
    }),
    onCall(programs.rankSteps, async ({ request }) => {
      await record(request);
      return HttpResponse.json([]);
    }),
    onCall(programs.patients, async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        springPage(
          [
            {
              patientId: "pat-5",
              firstName: "Eva",
              lastName: "Ruiz",
              dateOfBirth: "05/06/1970",
              status: "ENROLLED",
            },
          ],
          50,
        ),
      );
    }),
    onCall(programs.eligible, async ({ request }) => {
      await record(request);
      const size = Number(new URL(request.url).searchParams.get("size"));
      const body = (calls.at(-1)?.body ?? {}) as { patientIds?: string[] };
      if (faults.includes("eligible500")) return oops();
      if (body.patientIds) {
        const chosen = ELIGIBLE.filter((p) => body.patientIds!.includes(p.id));
        return HttpResponse.json(springPage(chosen, size));
      }
      return HttpResponse.json({
        ...springPage(ELIGIBLE.slice(0, size), size),
        totalElements: 37,
        totalPages: 1,
      });
    }),
    onCall(programs.invite, async ({ request }) => {
      await record(request);
      if (faults.includes("invite422"))
        return invalid("patientIds", "Every patient must be eligible and not enrolled");
      return HttpResponse.json({ invited: 2 });
    }),
    onCall(programs.products, async ({ request }) => {
      await record(request);
      return HttpResponse.json([
        {
          id: "product-1",
          name: "Starter kit",
          items: [{ id: "pi-1", name: "Meter", templateId: null, clinicId: "clinic-1" }],
        },
        { id: "product-2", name: "Spare kit", items: [] },
      ]);
    }),
    onCall(programs.addProduct, async ({ request }) => {
      await record(request);
      if (faults.includes("product500")) return oops();
      return HttpResponse.json({ id: "product-new" }, { status: 201 });
    }),
    onCall(programs.addProductItem, async ({ request }) => {
      await record(request);
      if (faults.includes("productItem422"))
        return invalid("templateId", "templateId must be a care-plan template of the organization");
      return HttpResponse.json({ id: "pi-new" }, { status: 201 });
    }),
  ];
}
