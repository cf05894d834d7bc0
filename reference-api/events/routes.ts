import { events } from "@contract/events";
import { randomUUID } from "node:crypto";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import type { Audience } from "./repo";
import { pageWindow, springPage } from "../db/paging";
import { bus, emitEvent, eventsAfter } from "./bus";
import { clampInt, str, serve, found, missing, refuse, serveHooks } from "../http";
import type { Store } from "../store";
import type { Account, Activity, UpstreamEvent } from "../types";
import { readableOrganizations } from "../permissions";
import { descendants } from "../organizations/routes";

/**
 * Live events (server-sent events), activities and notifications (spec part 2 §3, §7 "Live
 * events"; part 1 §7 "Activities and packages"). Behaviour is described in the README ("Events").
 */

function visibleTo(store: Store, account: Account, event: UpstreamEvent): boolean {
  if (event.accountId) return event.accountId === account.accountId;
  if (!event.organizationId) return false;
  const scope = new Set([
    account.organizationId,
    ...descendants(store, account.organizationId).map((o) => o.id),
  ]);
  // Staff of an organization (or a parent of it) see its organization-wide events.
  const ancestors = new Set(store.organizations.ancestorIds(event.organizationId));
  return !account.patientId && (scope.has(event.organizationId) || ancestors.has(account.organizationId));
}

/** Whose events an account's stream carries, for the catch-up read in SQL (same rule as visibleTo). */
function audienceOf(store: Store, account: Account): Audience {
  return {
    accountId: account.accountId,
    organizationIds: account.patientId
      ? []
      : [account.organizationId, ...descendants(store, account.organizationId).map((o) => o.id)],
  };
}

function activitySummary(activity: Activity) {
  return {
    id: activity.id,
    entityType: activity.entityType,
    entityName: activity.entityName,
    actorAccountRole: activity.actorAccountRole,
    patientId: activity.patientId,
    createdAt: activity.createdAt,
  };
}

/**
 * What of an activity's content the caller may read, per activity's organization: its score,
 * reading or medication with `patientRecord.read` there, a note's text with `notes.read`. A
 * scheduler's or an analyst's feed says what happened, not the clinical value (minimum necessary,
 * decision 015). A note the patient wrote is part of their record (`patientRecord.read`).
 */
type ContentRights = (activity: Activity) => { clinical: boolean; note: boolean };

function contentRightsOf(store: Store, account: Account): ContentRights {
  const records = readableOrganizations(store, account, "patientRecord.read");
  const notes = readableOrganizations(store, account, "notes.read");
  const within = (ids: string[] | null, orgId: string) => ids === null || ids.includes(orgId);
  // A note a patient wrote is part of their record; one a clinician wrote is a provider note.
  return (activity) => ({
    clinical: within(records, activity.organizationId),
    note: within(activity.actorAccountRole === "PATIENT" ? records : notes, activity.organizationId),
  });
}

/** An activity with its patient's name and reports; `viewed` says whether the caller has looked at it. */
function activityFull(store: Store, rights: ContentRights, activity: Activity, viewed?: boolean) {
  const patient = store.patients.byId(activity.patientId);
  const may = rights(activity);
  const report = activity.assessmentReportResource;
  return {
    ...activity,
    // Which note it tells of is the upstream's own business (deleting the note removes it).
    noteId: undefined,
    note: may.note ? activity.note : undefined,
    ...(viewed === undefined ? {} : { viewed }),
    patientName: patient ? `${patient.firstName} ${patient.lastName}` : null,
    assessmentReportResource: report
      ? may.clinical
        ? report
        : { assessmentName: report.assessmentName, dateCreated: report.dateCreated, score: null }
      : null,
    observationResource: activity.observationResource
      ? may.clinical
        ? activity.observationResource
        : { name: activity.observationResource.name, value: null }
      : null,
    medicationReportResource: activity.medicationReportResource
      ? may.clinical
        ? activity.medicationReportResource
        : { name: activity.medicationReportResource.name, taken: null }
      : null,
    exerciseReportResource: null,
  };
}

export function createActivity(
  store: Store,
  input: Omit<Activity, "id" | "createdAt"> & { createdAt?: string },
): Activity {
  const activity: Activity = {
    ...input,
    id: store.nextId("act"),
    createdAt: input.createdAt ?? new Date().toISOString(),
  };
  store.db.transaction(() => {
    store.activities.insert(activity);
    emitEvent(store, {
      accountId: null,
      organizationId: activity.organizationId,
      type: "ACTIVITY",
      data: activitySummary(activity),
    });
  });
  return activity;
}

/**
 * Removes the activities that tell of a deleted note from every feed, and tells the live feeds
 * that showed them (ACTIVITY_REMOVED, the same audience as the ACTIVITY it follows).
 */
export function removeNoteActivities(store: Store, noteId: string) {
  store.db.transaction(() => {
    for (const activity of store.activities.removeOfNote(noteId))
      emitEvent(store, {
        accountId: null,
        organizationId: activity.organizationId,
        type: "ACTIVITY_REMOVED",
        data: { id: activity.id, patientId: activity.patientId },
      });
  });
}

/** Open event streams right now: the benchmark checks none is left behind. */
let openStreams = 0;

export function eventRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  /**
   * The event stream of the signed-in account. Resumes after Last-Event-ID; a comment every
   * 15 s keeps proxies from closing it; when the access token expires the stream ends with an
   * `auth` event, and the client reconnects with a fresh token.
   */
  router.get("/api/events/stream", (req, res) => {
    const account = req.account!;
    const token = req.accessToken!;
    res.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.write("retry: 2000\n\n");
    let lastSent = Number(req.get("last-event-id") ?? req.query.lastEventId ?? NaN);
    if (!Number.isFinite(lastSent)) lastSent = store.events.latestId();
    // Say where the stream starts, so a client that reconnects before any event arrived can
    // resume from here instead of losing what happens while it reconnects.
    res.write(`id: ${lastSent}\nevent: hello\ndata: {}\n\n`);
    const write = (event: UpstreamEvent) =>
      res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    const send = (event: UpstreamEvent) => {
      if (event.id <= lastSent) return;
      lastSent = event.id;
      if (visibleTo(store, account, event)) write(event);
    };
    /** Sends the account's events newer than the last one sent (chosen in SQL) and moves past the rest. */
    const catchUp = () => {
      const latest = store.events.latestId();
      if (latest <= lastSent) return;
      for (const event of eventsAfter(store, lastSent, audienceOf(store, account))) write(event);
      lastSent = latest;
    };
    catchUp();
    const onEvent = (event: UpstreamEvent) => send(event);
    bus.on("event", onEvent);
    const timer = setInterval(() => {
      const entry = store.tokens.get("access", token);
      if (!entry || entry.exp < Date.now()) {
        res.write(`event: auth\ndata: ${JSON.stringify({ code: "TOKEN_EXPIRED" })}\n\n`);
        res.end();
        return;
      }
      // Events that reached the log without a bus announcement are picked up here.
      catchUp();
    }, 1000);
    const heartbeat = setInterval(() => res.write(": ping\n\n"), 15_000);
    openStreams += 1;
    const cleanup = () => {
      openStreams -= 1;
      clearInterval(timer);
      clearInterval(heartbeat);
      bus.off("event", onEvent);
    };
    res.on("close", cleanup);
  });

  serve(router, events, {
    /** The organization's activity (staff). */
    activities: (req, res) => {
      const account = req.account!;
      const orgId = str(req.query.organizationId) ?? account.organizationId;
      const scope = new Set([orgId, ...descendants(store, orgId).map((o) => o.id)]);
      const type = str(req.query.type) || undefined;
      const window = pageWindow(req.query.page, req.query.size, 10);
      const { content, total } = store.activities.ofOrganizations([...scope], type, window);
      const rights = contentRightsOf(store, account);
      res.json(
        springPage(
          content.map((a) => activityFull(store, rights, a)),
          total,
          window,
        ),
      );
    },
    activity: (req, res) => {
      const activity = found(store.activities.byId(req.params.id), "Activity");
      res.json(activitySummary(activity));
    },
    full: (req, res) => {
      const activity = found(store.activities.byId(req.params.id), "Activity");
      const viewed = store.activities.viewedBy(req.account!.accountId, [activity.id]).has(activity.id);
      res.json(activityFull(store, contentRightsOf(store, req.account!), activity, viewed));
    },
    /** The caller has looked at one of the patient's activities (their own mark; README "Events"). */
    view: (req, res) => {
      const activity = store.activities.byId(req.params.id);
      if (!activity || activity.patientId !== req.params.patientId) missing("Activity");
      store.activities.markViewed(activity.id, req.account!.accountId, new Date().toISOString());
      res.json({ ...activityFull(store, contentRightsOf(store, req.account!), activity, true) });
    },
    /** A patient's activities, newest first (page size 10, spec part 2 §9). */
    patientActivities: (req, res) => {
      if (!store.patients.exists(req.params.id)) missing("Patient");
      const window = pageWindow(req.query.page, clampInt(req.query.size, 10, 1, 100), 10);
      const { content, total } = store.activities.ofPatient(req.params.id, window);
      const viewed = store.activities.viewedBy(
        req.account!.accountId,
        content.map((a) => a.id),
      );
      const rights = contentRightsOf(store, req.account!);
      res.json(
        springPage(
          content.map((a) => activityFull(store, rights, a, viewed.has(a.id))),
          total,
          window,
        ),
      );
    },
    notifications: (req, res) => {
      const window = pageWindow(req.query.page, req.query.size, 20);
      const { content, total, unread } = store.notifications.page(req.account!.accountId, window);
      const list = content.map((n) => ({
        ...n,
        links: n.replyToRequest ? [{ rel: "replyToRequest", href: `/api/notifications/${n.id}/reply` }] : [],
      }));
      res.json({ ...springPage(list, total, window), unread });
    },
    /** Accept or decline the appointment request a notification carries. */
    reply: (req, res) => {
      const notification = found(
        store.notifications.ofAccount(req.params.id, req.account!.accountId),
        "Notification",
      );
      if (!notification.replyToRequest)
        refuse(422, "NO_REQUEST", "This notification has no request to answer");
      if (notification.replyToRequest.state !== "PENDING")
        refuse(409, "ALREADY_ANSWERED", "This request was already answered");
      const accept = req.body.accept === true;
      notification.replyToRequest.state = accept ? "ACCEPTED" : "DECLINED";
      notification.read = true;
      const task = store.tasks.byId(notification.replyToRequest.taskId);
      store.db.transaction(() => {
        store.notifications.update(notification);
        if (task) {
          task.status = accept ? "SCHEDULED" : "CANCELLED";
          store.tasks.update(task);
        }
      });
      res.json({ state: notification.replyToRequest.state });
    },
    read: (req, res) => {
      const notification = found(
        store.notifications.ofAccount(req.params.id, req.account!.accountId),
        "Notification",
      );
      notification.read = true;
      store.notifications.update(notification);
      res.json({ read: true });
    },
  });

  return router;
}

/** Test and demo hooks: inject events and activities. */
export function eventHookRoutes(store: Store) {
  const router = Router();

  router.get("/__test/streams", (_req, res) => res.json({ open: openStreams }));

  serveHooks(router, {
    /** {username?, type, data} — an event for one account (or the organization when no username). */
    "POST /__test/events": (req, res) => {
      const body = req.body as { username?: string; type: UpstreamEvent["type"]; data?: unknown };
      const account = body.username ? store.accounts.byUsername(body.username) : undefined;
      if (body.username && !account) missing("Account");
      const main = store.organizations.firstRoot()!;
      res.json(
        emitEvent(store, {
          accountId: account?.accountId ?? null,
          organizationId: account ? undefined : main.id,
          type: body.type,
          data: body.data ?? {},
        }),
      );
    },
    /** {entityType, entityName?, actor?, patientId?, assessmentName?, score?} — an activity, announced as an ACTIVITY event. */
    "POST /__test/activities": (req, res) => {
      const body = req.body as {
        entityType: string;
        entityName?: string;
        actor?: "PATIENT" | "DOCTOR";
        patientId?: string;
        assessmentName?: string;
        score?: number;
        note?: string;
      };
      const main = store.organizations.firstRoot()!;
      const patient = body.patientId
        ? store.patients.byId(body.patientId)
        : store.patients.firstPrimaryWithoutAccount();
      const activity = createActivity(store, {
        patientId: patient!.id,
        organizationId: main.id,
        entityType: body.entityType,
        entityName: body.entityName ?? body.assessmentName ?? body.entityType,
        actorAccountRole: body.actor ?? "PATIENT",
        assessmentReportResource:
          body.entityType === "ASSESSMENT_REPORT"
            ? {
                assessmentName: body.assessmentName ?? "Symptom check",
                score: body.score ?? 0,
                dateCreated: new Date().toISOString(),
              }
            : undefined,
        note: body.note,
      });
      res.json(activity);
    },
    /** {username, content, request?: true} — a notification, optionally asking to accept an appointment. */
    "POST /__test/notifications": (req, res) => {
      const body = req.body as { username: string; content: string; request?: boolean };
      const account = found(store.accounts.byUsername(body.username), "Account");
      const task = body.request ? store.tasks.firstWithStatus("SCHEDULED") : undefined;
      const notification = {
        id: randomUUID(),
        accountId: account.accountId,
        content: body.content,
        createdAt: new Date().toISOString(),
        read: false,
        ...(task ? { replyToRequest: { taskId: task.id, state: "PENDING" as const } } : {}),
      };
      store.db.transaction(() => {
        store.notifications.insert(notification);
        emitEvent(store, { accountId: account.accountId, type: "NOTIFICATION", data: notification });
      });
      res.json(notification);
    },
  });

  return router;
}
