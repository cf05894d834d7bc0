import { appointments } from "@contract/appointments";
import { carePlans } from "@contract/care-plans";
import { organizations } from "@contract/organizations";
import { HttpResponse } from "msw";
import { answerOf, onCall, type JsonAnswer } from "./contract";
import { recorder, springPage, type RecordedCall } from "./recording";

/**
 * The care plans area's upstream: one template of org-1 (an editable goal with a task and its
 * subtask, and a completed goal), one patient's plan made from it with a team task, and a plan of
 * another organization. Side effects are recorded in `carePlanCalls`.
 */
const task = (id: string, goalId: string, week: number, extra: Record<string, unknown> = {}) => ({
  id,
  goalId,
  parentTaskId: null,
  name: `Task ${id}`,
  taskType: "EXERCISE",
  taskTypeId: 5,
  week,
  rank: 0,
  status: "PENDING",
  count: 1,
  observationGoals: [],
  ...extra,
});

export const carePlanFixture = {
  template: {
    id: "cp-1",
    name: "Knee rehab",
    description: "Six weeks after surgery",
    organizationId: "org-1",
    isTemplate: true,
    isPublic: false,
    duration: 31,
    goals: [
      {
        id: "goal-1",
        name: "Walk without pain",
        goalStatus: "ACTIVE",
        tasks: [
          task("task-1", "goal-1", 1),
          task("task-2", "goal-1", 1, { parentTaskId: "task-1" }),
          task("task-3", "goal-1", 2),
        ],
      },
      { id: "goal-2", name: "Done already", goalStatus: "COMPLETED", tasks: [task("task-9", "goal-2", 1)] },
    ],
  },
  patientPlan: {
    id: "cp-2",
    name: "Knee rehab",
    organizationId: "org-1",
    patientId: "pat-1",
    isTemplate: false,
    usedTemplateId: "cp-1",
    duration: 31,
    startDate: "2026-12-01",
    carePlanStatus: "AwaitingTesting",
    carePlanStatusValue: -1,
    goals: [
      {
        id: "goal-5",
        name: "Walk without pain",
        goalStatus: "ACTIVE",
        tasks: [task("task-5", "goal-5", 1, { taskType: "TEAM_TASK", taskTypeId: 7, status: "ACTIVE" })],
      },
    ],
  },
  elsewhere: {
    id: "cp-9",
    name: "Other tree",
    organizationId: "org-elsewhere",
    isTemplate: true,
    duration: 7,
    goals: [],
  },
};

export const carePlanCalls: RecordedCall[] = [];
const record = recorder(carePlanCalls);

const plans: Record<string, JsonAnswer<typeof carePlans.get>> = {
  "cp-1": carePlanFixture.template,
  "cp-2": carePlanFixture.patientPlan,
  "cp-9": carePlanFixture.elsewhere,
};
const page = <T>(content: T[]) => springPage(content);

export const carePlanHandlers = [
  onCall(carePlans.templates, async ({ request }) => {
    await record(request);
    return answerOf(
      carePlans.templates,
      page([{ ...carePlanFixture.template, goalCount: 2, taskCount: 4, patientCount: 3 }]),
    );
  }),
  onCall(carePlans.publicTemplates, async ({ request }) => {
    await record(request);
    return answerOf(carePlans.publicTemplates, page([]));
  }),
  onCall(carePlans.serviceId, () => answerOf(carePlans.serviceId, { serviceId: 1 })),
  onCall(carePlans.carePlanTypes, () =>
    answerOf(carePlans.carePlanTypes, [{ id: "1", name: "Post-operative" }]),
  ),
  onCall(carePlans.patientsOnPlan, () =>
    answerOf(carePlans.patientsOnPlan, {
      total: 3,
      byStatus: [{ carePlanStatus: "AwaitingTesting", value: -1, count: 3 }],
    }),
  ),
  onCall(carePlans.patientsStats, () =>
    answerOf(carePlans.patientsStats, {
      patients: 3,
      tasks: [
        { status: "COMPLETED", count: 2 },
        { status: "PENDING", count: 7 },
      ],
      byWeek: [{ week: 1, completed: 2, total: 6 }],
    }),
  ),
  onCall(carePlans.get, ({ params }) => {
    const plan = plans[String(params.id)];
    return plan
      ? answerOf(carePlans.get, plan)
      : HttpResponse.json({ code: "NOT_FOUND", message: "Care plan not found" }, { status: 404 });
  }),
  onCall(carePlans.update, async ({ request, params }) => {
    await record(request);
    return answerOf(carePlans.update, plans[String(params.id)]!);
  }),
  onCall(carePlans.create, async ({ request }) => {
    await record(request);
    return answerOf(carePlans.create, { ...carePlanFixture.template, id: "cp-new" });
  }),
  onCall(carePlans.remove, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
  onCall(carePlans.createTask, async ({ request }) => {
    await record(request);
    return answerOf(carePlans.createTask, task("task-new", "goal-1", 1));
  }),
  onCall(carePlans.updateTask, async ({ request, params }) => {
    await record(request);
    return answerOf(carePlans.updateTask, task(String(params.id), "goal-1", 1));
  }),
  onCall(carePlans.removeTask, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
  onCall(carePlans.setStatus, async ({ request }) => {
    await record(request);
    return answerOf(carePlans.setStatus, carePlanFixture.patientPlan);
  }),
  onCall(carePlans.fromTemplate, async ({ request }) => {
    await record(request);
    return answerOf(carePlans.fromTemplate, { ...carePlanFixture.patientPlan, id: "cp-made" });
  }),
  onCall(appointments.complete, async ({ request, params }) => {
    await record(request);
    return HttpResponse.json(task(String(params.id), "goal-5", 1, { status: "COMPLETED", taskTypeId: 7 }));
  }),
  onCall(carePlans.activateTask, async ({ request, params }) => {
    await record(request);
    return HttpResponse.json(task(String(params.id), "goal-5", 1, { status: "ACTIVE", taskTypeId: 7 }));
  }),
  // A therapy attachment: what went in the multipart parts, the file's type and name as sent.
  onCall(carePlans.uploadTherapyAttachment, async ({ request }) => {
    const form = await request.formData();
    const file = form.get("file") as File;
    carePlanCalls.push({
      method: "POST",
      path: "/api/attachments/therapy-type",
      body: {
        therapyTypeId: form.get("therapyTypeId"),
        attachmentType: form.get("attachmentType"),
        type: file.type,
        name: file.name,
      },
    });
    return HttpResponse.json({ id: "th-1", name: "Quad sets", taskTypeId: 5 }, { status: 201 });
  }),
  onCall(carePlans.removeTherapyImage, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
  onCall(carePlans.createTherapyType, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: "th-new", name: "Bridges", taskTypeId: 5 }, { status: 201 });
  }),
  onCall(carePlans.removeTherapyType, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
  onCall(carePlans.recordObservation, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: "ob-1" }, { status: 201 });
  }),
  // A task type's kinds: master data's task types of that category (issue 38 §1).
  onCall(carePlans.subTypes, async ({ request }) => {
    await record(request);
    const taskTypeId = Number(new URL(request.url).searchParams.get("taskTypeId"));
    const kinds = [
      { id: "md-task-1", name: "Vaccine appointment", taskTypeId: 1 },
      { id: "md-task-3", name: "Diabetes class", taskTypeId: 3 },
    ];
    return HttpResponse.json(kinds.filter((k) => k.taskTypeId === taskTypeId));
  }),
  onCall(carePlans.observationTypes, () =>
    HttpResponse.json([{ id: "obs-1", name: "Blood pressure", unit: "mmHg" }]),
  ),
  onCall(carePlans.therapyTypes, async ({ request }) => {
    await record(request);
    return HttpResponse.json(
      // Made only for org-1, the staff account's organization: its care plan editors change it.
      page([
        {
          id: "th-1",
          name: "Quad sets",
          taskTypeId: 5,
          weekly: 3,
          weekDays: ["MON"],
          entityType: "ORGANIZATION",
          entityId: "org-1",
        },
      ]),
    );
  }),
  onCall(organizations.clinics, () => HttpResponse.json([{ id: "clinic-1", name: "North Clinic" }])),
  onCall(organizations.performers, () => HttpResponse.json([{ id: "perf-1", name: "Maya Patel" }])),
];
