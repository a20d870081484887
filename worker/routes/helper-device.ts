import * as v from "valibot";
import type { GenericSchema } from "valibot";
import { HELPER_DEVICES_PER_LINK, type HelperPower } from "@contract/helper-limits";
import { shoppingItemAnswer, addedItemAnswer } from "@contract/schemas/shopping";
import { reminderAnswer } from "@contract/schemas/reminders";
import {
  childCardsAnswer,
  helperAddItemBody,
  helperDinnerAnswer,
  helperEventsAnswer,
  helperMeAnswer,
  helperShoppingAnswer,
  helperTaskTickBody,
  helperTasksAnswer,
  helperTickBody,
  openedHelperLinkAnswer,
  openHelperLinkBody,
} from "@contract/schemas/helpers";
import { defineRoute } from "../http/route";
import { auditOf, requestNetwork } from "../http/security-log";
import { appOrigin } from "../lib/origin";
import { databaseOfSecret } from "../lib/token-database";
import { familyDatabaseOf, openSession } from "../middleware/db";
import { issueHelperLiveTicket } from "../services/auth/live-tickets";
import { type HelperCaller, openHelperLink } from "../services/helpers/devices";
import type { Db } from "../env";
import { helperFeedUrl } from "../services/helpers/helper-feed";
import { helperCards, helperDinner, helperEvents, helperMe, helperShopping, helperTasks } from "../services/helpers/helper-reads";
import { helperAddItem, helperCompleteTask, helperTickItem } from "../services/helpers/helper-writes";
import { takeThrottle } from "../services/throttle";

/** What a helper's device may do, each route with its power (docs/features/helpers.md "Powers"). */

const tag = "helpers";
/** Links a browser may try to open per network and hour: a guessed secret is 256 bits, this only keeps the log small. */
const OPENS_PER_HOUR = 30;

/** A helper's read of one area: the link must give its power; it answers what `read` gives for the helper. */
const helperRead = (
  path: `/api/helper/${string}`,
  power: HelperPower,
  summary: string,
  answer: { description: string; schema: GenericSchema },
  read: (db: Db, helper: HelperCaller) => Promise<unknown>,
) =>
  defineRoute({
    method: "GET",
    path,
    summary,
    tag,
    access: "helper",
    options: { power },
    answer: { status: 200, ...answer },
    example: { status: 200, foreign: "own" },
    handler: async (c, { helper }) => c.json(await read(c.get("db"), helper)),
  });

export const helperDeviceRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/helper/open",
    summary: "A helper's browser opens the link: the first device is let in, a later one waits for a parent.",
    tag,
    access: "public",
    tells: ["members_updated"],
    body: openHelperLinkBody,
    options: { primary: true },
    answer: { status: 201, description: "The device's bearer token (`helper.…`, shown once) and whether it is let in.", schema: openedHelperLinkAnswer },
    errors: {
      unauthenticated: "The link is wrong, revoked or has ended.",
      conflict: `The link is open on ${HELPER_DEVICES_PER_LINK} devices already.`,
      rate_limited: `More than ${OPENS_PER_HOUR} opens from this network in an hour.`,
    },
    example: { body: { secret: "{helperSecret}", label: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0" }, status: 201, foreign: "own" },
    handler: async (c, { body }) => {
      await takeThrottle(c.get("db"), c.env.JWT_SECRET, [{ action: "helper-open", by: requestNetwork(c), limit: OPENS_PER_HOUR }]);
      // The secret ends in its database's number (lib/token-database.ts).
      const home = databaseOfSecret(body.secret);
      openSession(c, "first-primary", home);
      return openHelperLink(
        { db: c.get("db"), dbName: home, audit: auditOf(c) },
        { secret: body.secret, label: body.label || (c.req.header("User-Agent") ?? "") },
      );
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/helper/me",
    summary: "Who the helper is, the family, what the link lets them do and whether this device is let in yet.",
    tag,
    access: "helper",
    options: { waitingDevice: true },
    answer: { status: 200, description: "The helper and the link.", schema: helperMeAnswer },
    example: { status: 200, foreign: "own" },
    handler: async (c, { helper }) => c.json(await helperMe(c.get("db"), helper)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/helper/live-ticket",
    summary: "A single-use ticket for the helper's device to open the family's live channel (`GET /api/ws`), valid 30 seconds.",
    tag,
    access: "helper",
    answer: {
      status: 200,
      description: "The ticket; it opens nothing once the device is removed or the link revoked or ended.",
      schema: v.strictObject({ ticket: v.string() }),
    },
    example: { status: 200, foreign: "own" },
    handler: async (c, { helper }) => c.json({ ticket: await issueHelperLiveTicket(c.get("db"), familyDatabaseOf(c), helper) }),
  }),
  helperRead(
    "/api/helper/events",
    "calendar",
    "The events the link shows, from the start of today for 14 days, each occurrence by start.",
    { description: "Title, times and place; never a description or a private event.", schema: helperEventsAnswer },
    helperEvents,
  ),
  defineRoute({
    method: "GET",
    path: "/api/helper/calendar-feed",
    summary: "The helper's own calendar feed link, for their phone's calendar.",
    tag,
    access: "helper",
    options: { power: "calendar" },
    answer: { status: 200, description: "The absolute link with its key; it dies with the link.", schema: v.strictObject({ url: v.string() }) },
    example: { status: 200, foreign: "own" },
    handler: (c, { helper }) => c.json({ url: helperFeedUrl(appOrigin(c), c.env.JWT_SECRET, helper) }),
  }),
  helperRead(
    "/api/helper/tasks",
    "tasks",
    "The open tasks assigned to the helper.",
    { description: "In the tasks page's order.", schema: helperTasksAnswer },
    helperTasks,
  ),
  defineRoute({
    method: "PATCH",
    path: "/api/helper/tasks/:id",
    summary: "Completes a task assigned to the helper; the task carries their name.",
    tag,
    access: "helper",
    options: { power: "tasks" },
    tells: ["reminders_updated"],
    body: helperTaskTickBody,
    answer: { status: 200, description: "The task as it now is.", schema: reminderAnswer },
    errors: { not_found: "No such task assigned to the helper." },
    example: { params: { id: "{helperTaskId}" }, body: { completed: true }, status: 200, foreign: [404] },
    handler: (c, { helper, params }) => helperCompleteTask(c.get("db"), helper, params.id),
  }),
  helperRead(
    "/api/helper/shopping",
    "shopping",
    "The family's shopping list's items.",
    { description: "In the list's order.", schema: helperShoppingAnswer },
    helperShopping,
  ),
  defineRoute({
    method: "POST",
    path: "/api/helper/shopping-items",
    summary: "Adds to the family's shopping list as the helper (an open item of the same name is raised instead).",
    tag,
    access: "helper",
    options: { power: "shopping" },
    tells: ["shopping_list_updated"],
    body: helperAddItemBody,
    answer: { status: 201, description: "The item; 200 with `merged` when an open item of the same name was raised.", schema: addedItemAnswer },
    example: { body: { name: "Breyð" }, status: 201, foreign: "own" },
    handler: (c, { helper, body }) => helperAddItem(c.get("db"), helper, body),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/helper/shopping-items/:id",
    summary: "Ticks or unticks an item of the family's list; a tick carries the helper's name.",
    tag,
    access: "helper",
    options: { power: "shopping" },
    tells: ["shopping_list_updated"],
    body: helperTickBody,
    answer: { status: 200, description: "The item as it now is.", schema: shoppingItemAnswer },
    errors: { not_found: "No such item in the helper's family." },
    example: { params: { id: "{itemId}" }, body: { completed: true }, status: 200, foreign: [404] },
    handler: (c, { helper, params, body }) => helperTickItem(c.get("db"), helper, params.id, body.completed),
  }),
  helperRead(
    "/api/helper/cards",
    "cards",
    "The cards of the children the link shows.",
    { description: "One per child that has a card.", schema: childCardsAnswer },
    helperCards,
  ),
  helperRead(
    "/api/helper/dinner",
    "dinner",
    "Today's dinner on the family's clock.",
    { description: "The meal with its ingredients, or null.", schema: helperDinnerAnswer },
    helperDinner,
  ),
];
