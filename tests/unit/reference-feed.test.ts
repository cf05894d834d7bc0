import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ActivityRepo } from "../../reference-api/events/activities-repo";
import { Db } from "../../reference-api/db/db";
import { EventRepo } from "../../reference-api/events/repo";
import { NotificationRepo } from "../../reference-api/events/notifications-repo";
import { pageWindow, springPage, sqlPage } from "../../reference-api/db/paging";
import { clampInt } from "../../reference-api/http";
import { PatientAreaRepo } from "../../reference-api/db/patient-area";
import type { Survey } from "../../reference-api/patient-area/types";
import type { Activity, Notification } from "../../reference-api/types";

/** The reference upstream's event log, notifications, activities and patient-area records in SQL. */
describe("reference upstream feed tables", () => {
  let db: Db;
  beforeEach(() => {
    db = Db.open(":memory:");
  });
  afterEach(() => db.close());

  const at = (minute: number) => `2026-03-10T15:${String(minute).padStart(2, "0")}:00.000Z`;

  describe("paging in SQL", () => {
    /**
     * The oracle: the Spring page the documented list calls answer with, made by slicing an array
     * (the reference upstream's rule before its lists moved to SQL). Size -1 is everything, 0 or
     * anything unreadable the default size, page and size are clamped.
     */
    function arrayPage<T>(items: T[], pageParam: unknown, sizeParam: unknown, defaultSize: number) {
      const size = clampInt(sizeParam, defaultSize, -1, 1000);
      if (size === -1)
        return {
          content: items,
          totalElements: items.length,
          totalPages: 1,
          number: 0,
          size: items.length,
          first: true,
          last: true,
        };
      const number = clampInt(pageParam, 0, 0, 1_000_000);
      const effective = size === 0 ? defaultSize : size;
      const totalPages = Math.max(1, Math.ceil(items.length / effective));
      return {
        content: items.slice(number * effective, number * effective + effective),
        totalElements: items.length,
        totalPages,
        number,
        size: effective,
        first: number === 0,
        last: number >= totalPages - 1,
      };
    }

    it("answers the same page as paging an array, for every page and size parameter", () => {
      const params = [undefined, "", "0", "1", "2", "3", "-1", "-2", "x", "1.5", "1000", "5000"];
      for (const length of [0, 1, 9, 10, 11, 25]) {
        const items = Array.from({ length }, (_, i) => i);
        const rows = (limit: number, offset: number) =>
          limit === -1 ? items : items.slice(offset, offset + limit);
        for (const pageParam of params)
          for (const sizeParam of params) {
            const expected = arrayPage(items, pageParam, sizeParam, 10);
            const window = pageWindow(pageParam, sizeParam, 10);
            expect(springPage(rows(window.limit, window.offset), items.length, window)).toEqual(expected);
            expect(sqlPage(pageParam, sizeParam, 10, () => items.length, rows)).toEqual(expected);
          }
      }
    });
  });

  describe("events", () => {
    it("numbers appended events in sequence and keeps only the newest", () => {
      const events = new EventRepo(db);
      expect(events.latestId()).toBe(0);
      for (let i = 0; i < 7; i++)
        events.append({ accountId: "acct-1", type: "NOTIFICATION", data: { i }, at: at(i) }, 5);
      expect(events.latestId()).toBe(7);
      expect(events.all().map((e) => e.id)).toEqual([3, 4, 5, 6, 7]);
      expect(events.after(5).map((e) => e.data)).toEqual([{ i: 5 }, { i: 6 }]);
    });

    it("reads after a position only the events an audience may see, in order", () => {
      const events = new EventRepo(db);
      const add = (accountId: string | null, organizationId?: string) =>
        events.append({ accountId, organizationId, type: "ACTIVITY", data: {}, at: at(0) }, 100).id;
      const mine = add("acct-1");
      add("acct-2");
      const ofMyOrganization = add(null, "org-1");
      const ofMyClinic = add(null, "org-2");
      add(null, "org-3");
      add(null);
      // An event addressed to an account goes to it alone, even with an organization.
      add("acct-2", "org-1");
      const later = add("acct-1", "org-3");
      const staff = { accountId: "acct-1", organizationIds: ["org-1", "org-2"] };
      expect(events.after(0, staff).map((e) => e.id)).toEqual([mine, ofMyOrganization, ofMyClinic, later]);
      expect(events.after(ofMyOrganization, staff).map((e) => e.id)).toEqual([ofMyClinic, later]);
      const patient = { accountId: "acct-1", organizationIds: [] };
      expect(events.after(0, patient).map((e) => e.id)).toEqual([mine, later]);
    });

    it("goes on from imported events' ids", () => {
      const events = new EventRepo(db);
      events.insertAll([
        { id: 41, accountId: null, organizationId: "org-1", type: "ACTIVITY", data: {}, at: at(0) },
      ]);
      expect(events.append({ accountId: "a", type: "NOTIFICATION", data: {}, at: at(1) }, 100).id).toBe(42);
    });
  });

  describe("notifications", () => {
    const notification = (id: string, minute: number, read = false): Notification => ({
      id,
      accountId: "acct-1",
      content: id,
      createdAt: at(minute),
      read,
    });

    it("lists an account's notifications newest first, same instants as added, with totals", () => {
      const repo = new NotificationRepo(db);
      repo.insertAll([
        notification("a", 1, true),
        notification("b", 3),
        notification("c", 3),
        notification("d", 2),
        { ...notification("other", 9), accountId: "acct-2" },
      ]);
      const first = repo.page("acct-1", pageWindow("0", "3", 20));
      expect(first.content.map((n) => n.id)).toEqual(["b", "c", "d"]);
      expect(first).toMatchObject({ total: 4, unread: 3 });
      expect(repo.page("acct-1", pageWindow("1", "3", 20)).content.map((n) => n.id)).toEqual(["a"]);
      expect(repo.page("acct-3", pageWindow(undefined, undefined, 20))).toEqual({
        content: [],
        total: 0,
        unread: 0,
      });
    });

    it("finds a notification only for its own account and writes back its answer", () => {
      const repo = new NotificationRepo(db);
      repo.insert({ ...notification("a", 1), replyToRequest: { taskId: "task-1", state: "PENDING" } });
      expect(repo.ofAccount("a", "acct-2")).toBeUndefined();
      const found = repo.ofAccount("a", "acct-1")!;
      found.read = true;
      found.replyToRequest!.state = "DECLINED";
      repo.update(found);
      expect(repo.all()).toEqual([found]);
      expect(repo.page("acct-1", pageWindow(0, 20)).unread).toBe(0);
    });
  });

  describe("activities", () => {
    const activity = (id: string, minute: number, extra: Partial<Activity> = {}): Activity => ({
      id,
      patientId: "pat-1",
      organizationId: "org-1",
      entityType: "OBSERVATION",
      entityName: id,
      actorAccountRole: "PATIENT",
      createdAt: at(minute),
      ...extra,
    });

    it("pages an organization feed newest first, optionally of one type, and a patient's list", () => {
      const repo = new ActivityRepo(db);
      repo.insertAll([
        activity("a", 1),
        activity("b", 2, { organizationId: "org-2", patientId: "pat-2" }),
        activity("c", 3, {
          entityType: "ASSESSMENT_REPORT",
          assessmentReportResource: { assessmentName: "Check", score: 2, dateCreated: at(3) },
          note: "n",
        }),
        activity("d", 4, { organizationId: "org-3" }),
      ]);
      const feed = repo.ofOrganizations(["org-1", "org-2"], undefined, pageWindow(0, 2, 10));
      expect(feed.content.map((a) => a.id)).toEqual(["c", "b"]);
      expect(feed.total).toBe(3);
      expect(feed.content[0]!.assessmentReportResource).toEqual({
        assessmentName: "Check",
        score: 2,
        dateCreated: at(3),
      });
      const reports = repo.ofOrganizations(["org-1", "org-2"], "ASSESSMENT_REPORT", pageWindow(0, 10, 10));
      expect(reports).toEqual({ content: [repo.byId("c")], total: 1 });
      const ofPatient = repo.ofPatient("pat-1", pageWindow(1, 2, 10));
      expect(ofPatient.content.map((a) => a.id)).toEqual(["a"]);
      expect(ofPatient.total).toBe(3);
      expect(repo.byId("a")).toEqual(activity("a", 1));
    });
  });

  describe("patient area", () => {
    const survey: Survey = {
      id: "survey-1",
      name: "Check",
      description: "A check",
      kind: "ASSESSMENT",
      isPublic: false,
      questions: [
        { id: "q-b", rank: 2, text: "B", type: "NUMBER", required: true, minValue: 1, maxValue: 5 },
        {
          id: "q-a",
          rank: 1,
          text: "A",
          type: "YES_NO",
          required: true,
          choices: [{ id: "y", text: "Yes", score: 1 }],
        },
        { id: "q-c", rank: 3, text: "C", type: "TEXT", required: false, maxLength: 10 },
      ],
    };

    it("keeps a survey whole and pages its questions by rank", () => {
      const repo = new PatientAreaRepo(db);
      repo.insertSurvey(survey);
      expect(repo.survey("survey-1")).toEqual(survey);
      expect(repo.firstSurveyOfKind("ASSESSMENT")).toEqual(survey);
      const brief = repo.surveyBrief("survey-1")!;
      expect(brief.numOfQuestions).toBe(3);
      const second = repo.questionPage(brief, pageWindow(1, 2, 100));
      expect(second).toEqual({ content: [survey.questions[2]], total: 3 });
      expect(repo.questionPage(brief, pageWindow(0, 2, 100)).content.map((q) => q.id)).toEqual([
        "q-a",
        "q-b",
      ]);
      expect(repo.surveyBriefs(true)).toEqual([]);
    });

    it("writes a survey and its questions all or nothing", () => {
      const repo = new PatientAreaRepo(db);
      const broken = {
        ...survey,
        questions: [survey.questions[0]!, { ...survey.questions[1]!, type: "DRAWING" as never }],
      };
      expect(() => repo.insertSurvey(broken)).toThrow();
      expect(repo.surveys()).toEqual([]);
    });

    it("imports records all or nothing: an invoice for an unknown service type leaves none", () => {
      const repo = new PatientAreaRepo(db);
      const invoice = {
        id: "inv-1",
        number: "INV-1",
        patientId: "pat-1",
        taskId: "task-1",
        serviceTypeId: 9,
        description: "Flu Shot",
        amount: "25.00",
        createdAt: at(0),
        refunded: false,
      };
      expect(() => repo.insertAll({ surveys: [survey], invoices: [invoice] })).toThrow(/FOREIGN KEY/);
      expect(repo.surveys()).toEqual([]);
      repo.insertAll({
        serviceTypes: [
          {
            id: 9,
            name: "Flu Shot",
            description: "d",
            price: "25.00",
            attributes: { vaccineType: "Flu" },
            translations: {},
          },
        ],
        invoices: [invoice],
      });
      repo.refund("inv-1");
      expect(repo.invoice("inv-1")).toEqual({ ...invoice, refunded: true });
    });
  });
});
