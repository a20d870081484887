import type { Context } from "hono";
import type { AppEnv } from "../env";
import { everyDatabaseName, queueFanout, refreshMessages } from "../fanout/producer";
import { vapidFromEnv } from "../lib/web-push/vapid";
import type { Effect, Outcome } from "../services/effects";
import { createMailer } from "../services/mailer";
import { deleteGoneFamilysPhotos } from "../services/photos/album";
import { syncOtherHomes } from "../services/two-homes/sync";
import { closeUserSockets, tellEveryFamily, tellFamily, afterAnswer } from "./after-answer";

/** Runs one effect after the answer (http/after-answer.ts: a failure is logged, never thrown). */
function run(c: Context<AppEnv>, effect: Effect): void {
  switch (effect.kind) {
    case "tell":
      tellFamily(c, effect.familyId, ...effect.types);
      return;
    case "tell-everyone":
      tellEveryFamily(c);
      return;
    case "push": {
      const vapid = vapidFromEnv(c.env);
      if (vapid) afterAnswer(c, effect.what, effect.send({ db: c.get("db"), vapid, fanout: queueFanout(c.env.FANOUT), databases: everyDatabaseName(c.env) }));
      return;
    }
    case "mail":
      afterAnswer(c, effect.what, effect.send(createMailer(c.env, c.get("db"))));
      return;
    case "close-sockets":
      closeUserSockets(c, effect.familyId, effect.userId);
      return;
    case "sync-other-homes":
      afterAnswer(c, "sync the other homes' copies", syncOtherHomes(c.env, effect.familyId, effect.linkIds, effect.tells));
      return;
    case "delete-photos":
      afterAnswer(c, "delete a deleted family's photos", deleteGoneFamilysPhotos(c.get("db"), c.env.PHOTOS, effect.familyId));
      return;
    case "refresh-calendars":
      afterAnswer(c, "queue the outside calendars' refresh", queueFanout(c.env.FANOUT).send(refreshMessages(c.get("dbName"), effect.subscriptionIds)));
      return;
  }
}

/** Runs effects after the answer, for a caller that answers by itself. */
export function runEffects(c: Context<AppEnv>, effects: readonly Effect[]): void {
  for (const effect of effects) run(c, effect);
}

/** A service's outcome as the answer, its effects run after it (a live notice lists itself on the answer: `tellFamily`). */
export function answerOutcome(c: Context<AppEnv>, result: Outcome): Response {
  runEffects(c, result.effects);
  // No body (204, or a write that answers only its status): no JSON either.
  if (result.status === 204 || result.body === undefined) return c.body(null, result.status);
  return c.json(result.body, result.status);
}
