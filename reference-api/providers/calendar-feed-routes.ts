import { providers } from "@contract/providers";
import { createHash, randomBytes } from "node:crypto";
import { Router } from "express";
import type { Request } from "express";
import type { ReferenceApiOptions } from "../area";
import { serve, missing, refuse } from "../http";
import type { Store } from "../store";
import type { CalendarFeed } from "../types";

/**
 * A provider's iCalendar subscription (decision 026), an extension of the documented contract:
 * the provider makes, rotates, changes or revokes their feed with their bearer token, and a
 * calendar program reads the appointments with the feed's secret alone. Only the SHA-256 of a
 * secret is kept, so the secret is answered once, when it is made.
 */

/** The window a feed answers: from this many days back… */
export const FEED_DAYS_BACK = 30;
/** …to this many days ahead. */
export const FEED_DAYS_AHEAD = 180;
/** An appointment's length when its lane does not say (minutes). */
const DEFAULT_MINUTES = 30;
const DAY_MS = 86_400_000;

export const hashSecret = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");

const feedView = (feed: CalendarFeed | undefined) => ({
  active: feed !== undefined,
  includePatientNames: feed?.includePatientNames ?? false,
  createdAt: feed?.createdAt ?? null,
});

export function calendarFeedRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  /** The performer named by the path when it is the caller themself; else the refusal. */
  const ownPerformer = (req: Request) => {
    const id = req.params.id!;
    const performer = store.performers.byId(id) ?? store.performers.byAccount(id);
    if (!performer) missing("Performer");
    if (performer.accountId !== req.account?.accountId)
      refuse(403, "FORBIDDEN", "Only the performer manages their own calendar feed");
    return performer;
  };

  /** The caller's own performer and the body's `includePatientNames` (its entry wants a boolean). */
  const ownOptIn = (req: Request) => {
    return { performer: ownPerformer(req), includePatientNames: req.body.includePatientNames === true };
  };

  serve(router, providers, {
    calendarFeed: (req, res) => {
      res.json(feedView(store.calendarFeeds.byPerformer(ownPerformer(req).id)));
    },
    // Makes the feed, or rotates its secret: the old URL stops answering at once.
    makeCalendarFeed: (req, res) => {
      const asked = ownOptIn(req);
      const { performer, includePatientNames } = asked;
      const secret = randomBytes(32).toString("base64url");
      const feed: CalendarFeed = {
        performerId: performer.id,
        secretHash: hashSecret(secret),
        includePatientNames,
        createdAt: new Date().toISOString(),
      };
      store.calendarFeeds.put(feed);
      res.json({ ...feedView(feed), secret });
    },
    // Changes whether patient names are in the feed, keeping its secret (and the subscribed URL).
    changeCalendarFeed: (req, res) => {
      const asked = ownOptIn(req);
      const { performer, includePatientNames } = asked;
      if (!store.calendarFeeds.setIncludePatientNames(performer.id, includePatientNames))
        missing("Calendar feed");
      res.json(feedView(store.calendarFeeds.byPerformer(performer.id)));
    },
    // Revokes; revoking a feed that is not there is not an error.
    revokeCalendarFeed: (req, res) => {
      const performer = ownPerformer(req);
      store.calendarFeeds.remove(performer.id);
      res.status(204).end();
    },
    // The feed itself: only what a calendar shows; the patient's name only when the provider opted in.
    feed: (req, res) => {
      const feed = store.calendarFeeds.bySecretHash(hashSecret(req.params.secret));
      const performer = feed && store.performers.byId(feed.performerId);
      if (!feed || !performer) missing("Calendar feed");
      const now = Date.now();
      const from = new Date(now - FEED_DAYS_BACK * DAY_MS).toISOString();
      const before = new Date(now + (FEED_DAYS_AHEAD + 1) * DAY_MS).toISOString();
      const appointments = store.tasks.ofPerformer(performer.id, from, before).map((task) => {
        const clinic = store.organizations.byId(task.locationId);
        const lane = task.clinicAppointmentId ? store.lanes.byId(task.clinicAppointmentId) : undefined;
        const patient = feed.includePatientNames ? store.patients.byId(task.patientId) : undefined;
        const start = new Date(task.dueDate!);
        const minutes = lane?.slotMinutes ?? DEFAULT_MINUTES;
        return {
          id: task.id,
          name: task.name,
          status: task.status,
          dueDate: start.toISOString(),
          endDate: new Date(start.getTime() + minutes * 60_000).toISOString(),
          location: clinic
            ? { id: clinic.id, name: clinic.name, address: clinic.address, timeZoneId: clinic.timeZone }
            : null,
          patientName: patient ? `${patient.firstName} ${patient.lastName}` : null,
        };
      });
      res.set("Cache-Control", "no-store");
      res.json({
        performerName: performer.name,
        includePatientNames: feed.includePatientNames,
        appointments,
      });
    },
  });

  return router;
}
