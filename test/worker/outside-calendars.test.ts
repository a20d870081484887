import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outsideCalendarMessages as m } from "@contract/outside-calendar-messages";
import type { CalendarSubscription } from "@contract/schemas/calendar-subscriptions";
import { call, errorBody, json } from "../helpers/api";
import { dayAfter } from "../helpers/calendar-feeds";
import { deleteEvent, patchEvent } from "../helpers/events";
import { createUser, db } from "../helpers/factories";
import { fanoutSpy } from "../helpers/queue";
import { calendarSubscriptions } from "@worker/db/schema";
import { queueDueCalendars } from "@worker/cron/refresh-calendars";
import {
  eventually,
  feedUrl,
  importedOf,
  importedRows,
  nextMonday,
  occurrencesVersion,
  refresh,
  refreshDeps,
  served,
  subscribe,
  subscribedHeld,
  subscriptionRow,
  subscriptionsPath,
} from "../helpers/outside-calendars";

/** An instant's wall clock in a zone, `YYYY-MM-DD HH:mm`. */
const clockIn = (instant: string, timeZone: string) => {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
};
const isoDay = (monday: string, days: number) => dayAfter(monday, days).replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");

describe("an outside calendar", () => {
  it("is refreshed at once when added: the school's lessons, the moved one, the holiday and the day off appear in the family's events with the right times", async () => {
    const alice = await createUser();
    const monday = nextMonday();
    const response = await subscribe(alice, { url: feedUrl(`/feed/school?monday=${monday}`), name: "Skúlin", color: "#16A34A" });
    expect(response.status).toBe(201);
    const sub = await json<CalendarSubscription>(response);
    expect(sub).toMatchObject({
      familyId: alice.familyId,
      name: "Skúlin",
      color: "#16a34a",
      memberId: null,
      paused: false,
      lastRefreshedAt: null,
      lastError: null,
      createdBy: alice.id,
    });

    // The create queued the first refresh; the queue's consumer runs beside the test.
    const imported = await eventually(
      () => importedOf(alice),
      (events) => events.length === 10,
    );
    expect(imported).toHaveLength(10);
    const lessons = imported.filter((event) => event.title.startsWith("Støddfrøði"));
    expect(lessons).toHaveLength(9);
    // Copenhagen's 08:15 is 07:15 in the Faroes (the family's zone), summer and winter alike.
    expect(lessons.map((event) => clockIn(event.startTime, "Europe/Copenhagen").slice(11))).toEqual(["08:15", "10:00", ...Array(7).fill("08:15")]);
    expect(clockIn(lessons[0]!.startTime, "Atlantic/Faroe")).toBe(`${isoDay(monday, 0)} 07:15`);
    expect(lessons[1]).toMatchObject({ title: "Støddfrøði (flutt)", location: "Stova 12" });
    // The holiday week (EXDATE) has no lesson.
    expect(lessons.map((event) => clockIn(event.startTime, "Europe/Copenhagen").slice(0, 10))).not.toContain(isoDay(monday, 14));
    const dayOff = imported.find((event) => event.allDay);
    expect(dayOff).toMatchObject({ title: "Frídagur", allDay: true, description: "Eingin undirvísing" });
    expect(clockIn(dayOff!.startTime, "Atlantic/Faroe")).toBe(`${isoDay(monday, 22)} 00:00`);
    expect(clockIn(dayOff!.endTime, "Atlantic/Faroe")).toBe(`${isoDay(monday, 23)} 00:00`);
    for (const event of imported) {
      expect(event).toMatchObject({
        familyId: alice.familyId,
        createdBy: null,
        recurrence: "none",
        subscription: { id: sub.id, name: "Skúlin", color: "#16a34a" },
      });
    }
    const [listed] = await json<CalendarSubscription[]>(await call("GET", subscriptionsPath(alice.familyId), { token: alice.token }));
    expect(listed).toMatchObject({ id: sub.id, lastError: null, lastRefreshedAt: expect.any(String) });
  });

  it("reads New York's times by the club's VTIMEZONE", async () => {
    const alice = await createUser();
    const monday = nextMonday();
    const { sub } = await subscribedHeld(alice, { url: feedUrl(`/feed/club?monday=${monday}`), name: "Felagið", color: "#dc2626" });
    expect(await refresh(sub.id)).toBe("changed");
    const matches = await importedOf(alice);
    expect(matches.map((event) => [event.title, clockIn(event.startTime, "America/New_York"), clockIn(event.endTime, "America/New_York")])).toEqual([
      ["Dystur móti HB", `${isoDay(monday, 5)} 19:00`, `${isoDay(monday, 5)} 21:00`],
      ["Dystur móti KÍ", `${isoDay(monday, 12)} 19:00`, `${isoDay(monday, 12)} 21:00`],
    ]);
  });

  it("tells the family when a refresh changed something, and reads and writes nothing when the ETag is unchanged", async () => {
    const alice = await createUser();
    const monday = nextMonday();
    const { sub } = await subscribedHeld(alice, { url: feedUrl(`/feed/school?monday=${monday}&t=${alice.id}`), name: "Skúlin" });
    const first = refreshDeps();
    expect(await refresh(sub.id, first.deps)).toBe("changed");
    expect(first.told).toEqual([{ familyId: alice.familyId, type: "events_updated" }]);
    expect((await subscriptionRow(sub.id))?.lastRefreshedAt).not.toBeNull();
    const rowsBefore = await importedRows(sub.id);
    const version = await occurrencesVersion(alice.familyId);
    const before = await served("feed/school");

    const { told, deps } = refreshDeps();
    expect(await refresh(sub.id, deps)).toBe("unchanged");
    const after = await served("feed/school");
    expect(after.notModified).toBeGreaterThan(before.notModified);
    expect(await occurrencesVersion(alice.familyId)).toBe(version);
    expect((await importedRows(sub.id)).map((row) => row.id).sort()).toEqual(rowsBefore.map((row) => row.id).sort());
    expect(told).toEqual([]);
  });

  it("writes nothing when a feed without validators sends the same body again", async () => {
    const alice = await createUser();
    const { sub } = await subscribedHeld(alice, { url: feedUrl(`/plain/school?monday=${nextMonday()}`) });
    expect(await refresh(sub.id)).toBe("changed");
    expect((await subscriptionRow(sub.id))?.lastRefreshedAt).not.toBeNull();
    const version = await occurrencesVersion(alice.familyId);
    expect(version).toBeDefined();
    const { told, deps } = refreshDeps();
    expect(await refresh(sub.id, deps)).toBe("unchanged");
    expect(await occurrencesVersion(alice.familyId)).toBe(version);
    expect(told).toEqual([]);
  });

  it("keeps the last good copy when a refresh fails, records why in Faroese, backs off, and clears the error when it works again", async () => {
    const alice = await createUser();
    const key = `broken-${alice.id}`;
    const { sub } = await subscribedHeld(alice, { url: feedUrl(`/switch/${key}?monday=${nextMonday()}`) });
    expect(await refresh(sub.id)).toBe("changed");
    expect(await importedOf(alice)).toHaveLength(10);
    const kept = (await importedRows(sub.id)).map((row) => row.id).sort();

    const failures: [string, string][] = [
      ["500", m.fetchStatus(500)],
      ["html", m.notCalendar],
      ["garbage", m.unreadable],
    ];
    for (const [mode, message] of failures) {
      await fetch(feedUrl(`/mode/${key}/${mode}`));
      const { told, deps } = refreshDeps();
      expect(await refresh(sub.id, deps)).toBe("failed");
      expect(told).toEqual([{ familyId: alice.familyId, type: "events_updated" }]);
      expect((await importedRows(sub.id)).map((row) => row.id).sort()).toEqual(kept);
      const [listed] = await json<CalendarSubscription[]>(await call("GET", subscriptionsPath(alice.familyId), { token: alice.token }));
      expect(listed?.lastError).toBe(message);
    }
    const row = await subscriptionRow(sub.id);
    expect(row?.failures).toBe(3);
    // Backoff: 15 minutes doubled twice after the third failure in a row.
    expect(Date.parse(row!.nextRefreshAt) - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(await importedOf(alice)).toHaveLength(10);

    await fetch(feedUrl(`/mode/${key}/good`));
    expect(await refresh(sub.id)).toBe("unchanged");
    expect(await subscriptionRow(sub.id)).toMatchObject({ lastError: null, failures: 0 });
  });

  it("follows at most 3 redirects, and refuses a redirect to a refused URL", async () => {
    const alice = await createUser();
    const target = encodeURIComponent(`/feed/club?monday=${nextMonday()}`);
    const { sub: three } = await subscribedHeld(alice, { url: feedUrl(`/redirect/3?to=${target}`) });
    expect(await refresh(three.id)).toBe("changed");
    const { sub: four } = await subscribedHeld(alice, { url: feedUrl(`/redirect/4?to=${target}`) });
    expect(await refresh(four.id)).toBe("failed");
    expect((await subscriptionRow(four.id))?.lastError).toBe(m.tooManyRedirects);
    for (const location of [
      "https://127.0.0.1/kalendari.ics",
      "http://localhost:8080/kalendari.ics",
      "https://metadata.internal/",
      "file:///etc/passwd",
      "https://example.com\\@127.0.0.1/x",
      "https://100.64.0.1/kalendari.ics",
      "https://[::ffff:127.0.0.1]/kalendari.ics",
    ]) {
      const { sub } = await subscribedHeld(alice, { url: feedUrl(`/redirect/1?to=${encodeURIComponent(location)}`) });
      expect(await refresh(sub.id), location).toBe("failed");
      expect((await subscriptionRow(sub.id))?.lastError).toBe(m.redirectRefused);
      expect(await importedRows(sub.id)).toEqual([]);
    }
  });

  it("holds a stored URL to today's check at every refresh: one that no longer passes fails unfetched", async () => {
    const alice = await createUser();
    const { sub } = await subscribedHeld(alice, { url: feedUrl(`/feed/club?monday=${nextMonday()}`) });
    await db.update(calendarSubscriptions).set({ url: "https://example.com\\@127.0.0.1/x" }).where(eq(calendarSubscriptions.id, sub.id));
    expect(await refresh(sub.id)).toBe("failed");
    expect((await subscriptionRow(sub.id))?.lastError).toBe(m.urlCharacters);
    expect(await importedRows(sub.id)).toEqual([]);
  });

  it("stops reading a feed at 2 MB", async () => {
    const alice = await createUser();
    const { sub } = await subscribedHeld(alice, { url: feedUrl("/big") });
    expect(await refresh(sub.id)).toBe("failed");
    expect((await subscriptionRow(sub.id))?.lastError).toBe(m.tooLarge);
  });
});

describe("POST /api/families/{familyId}/calendar-subscriptions", () => {
  const refused: [string, string][] = [
    ["", m.urlMissing],
    ["ekki ein slóð", m.urlInvalid],
    ["http://skuli.fo/kalendari.ics", m.urlNotHttps],
    ["ftp://skuli.fo/kalendari.ics", m.urlInvalid],
    ["https://navn:loyniord@skuli.fo/kalendari.ics", m.urlCredentials],
    ["https://@skuli.fo/kalendari.ics", m.urlCredentials],
    ["https://example.com\\@127.0.0.1/x", m.urlCharacters],
    ["https://100.64.0.1/kalendari.ics", m.urlIpAddress],
    ["https://127.0.0.1/kalendari.ics", m.urlIpAddress],
    ["https://2130706433/kalendari.ics", m.urlIpAddress],
    ["https://0177.0.0.1/kalendari.ics", m.urlIpAddress],
    ["https://0x7f.0.0.1/kalendari.ics", m.urlIpAddress],
    ["https://[::1]/kalendari.ics", m.urlIpAddress],
    ["https://169.254.169.254/latest/meta-data/", m.urlIpAddress],
    ["https://localhost/kalendari.ics", m.urlLocalName],
    ["https://printer.local/kalendari.ics", m.urlLocalName],
    ["https://db.internal/kalendari.ics", m.urlLocalName],
    ["https://app.localhost/kalendari.ics", m.urlLocalName],
    ["https://kalendari/kalendari.ics", m.urlLocalName],
    ["https://skuli.fo:8443/kalendari.ics", m.urlPort],
    ["webcal://skuli.fo:80/kalendari.ics", m.urlPort],
    ["http://localhost:8787/kalendari.ics", m.urlNotHttps],
  ];
  it.each(refused)("refuses %s with 400 and why, storing nothing", async (url, message) => {
    const alice = await createUser();
    const response = await subscribe(alice, { url });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toBe(message);
    expect(await json(await call("GET", subscriptionsPath(alice.familyId), { token: alice.token }))).toEqual([]);
  });

  it("stores webcal as https, and refuses a bad colour, a blank name and another family's member", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const { sub: created } = await subscribedHeld(alice, { url: "webcal://calendar.example.com/skulin.ics" });
    expect(created.url).toBe("https://calendar.example.com/skulin.ics");
    const bobsMember = await json<{ id: string }>(await call("POST", "/api/family-members", { token: bob.token, body: { name: "Bjørk" } }));
    for (const [body, message] of [
      [{ color: "#123456" }, m.colorInvalid],
      [{ name: "  " }, m.nameBlank],
      [{ memberId: bobsMember.id }, m.memberUnknown],
    ] as const) {
      const response = await subscribe(alice, { url: "https://calendar.example.com/a.ics", ...body });
      expect(response.status).toBe(400);
      expect((await errorBody(response)).message).toBe(message);
    }
  });
});

describe("PATCH and DELETE …/calendar-subscriptions/{id}", () => {
  it("renames, recolours, pauses (its events leave the read) and resumes; removing it removes its events", async () => {
    const alice = await createUser();
    const { sub, held } = await subscribedHeld(alice, { url: feedUrl(`/feed/club?monday=${nextMonday()}`) });
    await refresh(sub.id);
    // Resuming queues a refresh too: held like the create's.
    const patch = (body: unknown) => call("PATCH", `${subscriptionsPath(alice.familyId)}/${sub.id}`, { token: alice.token, body, env: held.env });
    expect(await json(await patch({ name: "Felagið", color: "#9333ea" }))).toMatchObject({ name: "Felagið", color: "#9333ea" });
    expect((await importedOf(alice)).map((event) => event.subscription)).toEqual([
      { id: sub.id, name: "Felagið", color: "#9333ea" },
      { id: sub.id, name: "Felagið", color: "#9333ea" },
    ]);
    expect(await json(await patch({ paused: true }))).toMatchObject({ paused: true });
    expect(await importedOf(alice)).toEqual([]);
    expect(await refresh(sub.id)).toBe("skipped");
    expect(await json(await patch({ paused: false }))).toMatchObject({ paused: false });
    expect(held.queued().filter((message) => message.kind === "refresh-calendars")).toHaveLength(2);
    expect(await importedOf(alice)).toHaveLength(2);
    expect((await patch({})).status).toBe(400);
    expect((await patch({ url: "https://other.example.com/x.ics" })).status).toBe(400);

    const remove = await call("DELETE", `${subscriptionsPath(alice.familyId)}/${sub.id}`, { token: alice.token });
    expect(remove.status).toBe(204);
    expect(await importedOf(alice)).toEqual([]);
    expect(await importedRows(sub.id)).toEqual([]);
  });

  it("an imported occurrence is no event: renaming or deleting it answers 404", async () => {
    const alice = await createUser();
    const { sub } = await subscribedHeld(alice, { url: feedUrl(`/feed/club?monday=${nextMonday()}`) });
    await refresh(sub.id);
    const [occurrence] = await importedOf(alice);
    expect((await patchEvent(alice, occurrence!.id, { title: "Annað" })).status).toBe(404);
    expect((await deleteEvent(alice, occurrence!.id)).status).toBe(404);
    expect(await importedOf(alice)).toHaveLength(2);
  });
});

describe("another family", () => {
  it("never sees the calendar or its events, and cannot change or remove it", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const { sub } = await subscribedHeld(alice, { url: feedUrl(`/feed/club?monday=${nextMonday()}`) });
    await refresh(sub.id);
    expect(await importedOf(alice)).toHaveLength(2);
    expect(await importedOf(bob)).toEqual([]);
    expect(await json(await call("GET", subscriptionsPath(bob.familyId), { token: bob.token }))).toEqual([]);
    expect((await call("GET", subscriptionsPath(alice.familyId), { token: bob.token })).status).toBe(403);
    expect((await call("GET", `/api/families/${alice.familyId}/events`, { token: bob.token })).status).toBe(403);
    // Through bob's own family: no such subscription there.
    expect((await call("PATCH", `${subscriptionsPath(bob.familyId)}/${sub.id}`, { token: bob.token, body: { name: "Mítt" } })).status).toBe(404);
    expect((await call("DELETE", `${subscriptionsPath(bob.familyId)}/${sub.id}`, { token: bob.token })).status).toBe(404);
    // Through alice's: not his family.
    expect((await call("PATCH", `${subscriptionsPath(alice.familyId)}/${sub.id}`, { token: bob.token, body: { name: "Mítt" } })).status).toBe(403);
    expect((await call("DELETE", `${subscriptionsPath(alice.familyId)}/${sub.id}`, { token: bob.token })).status).toBe(403);
    expect(await subscriptionRow(sub.id)).toMatchObject({ name: "Skúlin" });
    expect(await importedRows(sub.id)).toHaveLength(2);
  });
});

describe("the cron's due list", () => {
  it("queues each subscription that is due and not paused once, leased until its refresh", async () => {
    const alice = await createUser();
    const now = Date.now() + 365 * 86_400_000;
    // Stored directly: a create would queue its own refresh, which would move next_refresh_at under the test.
    const stored = async (nextRefreshAt: number, paused = false) => {
      const id = crypto.randomUUID();
      const at = new Date().toISOString();
      await db.insert(calendarSubscriptions).values({
        id,
        familyId: alice.familyId,
        url: "https://calendar.example.com/a.ics",
        name: "Skúlin",
        color: "#2563eb",
        paused,
        nextRefreshAt: new Date(nextRefreshAt).toISOString(),
        createdAt: at,
      });
      return { id };
    };
    const due = await stored(now - 1000);
    const later = await stored(now + 60_000);
    const paused = await stored(now - 1000, true);

    const spy = fanoutSpy();
    await queueDueCalendars({ db, dbName: "DB", fanout: spy.fanout }, now);
    const queued = spy.messages.flatMap((message) => (message.kind === "refresh-calendars" ? message.subscriptionIds : []));
    expect(queued).toContain(due.id);
    expect(queued).not.toContain(later.id);
    expect(queued).not.toContain(paused.id);
    expect(Date.parse((await subscriptionRow(due.id))!.nextRefreshAt)).toBe(now + 15 * 60_000);

    const again = fanoutSpy();
    await queueDueCalendars({ db, dbName: "DB", fanout: again.fanout }, now + 60_000);
    expect(again.messages.flatMap((message) => (message.kind === "refresh-calendars" ? message.subscriptionIds : []))).not.toContain(due.id);
  });
});

describe("the family's iCal feed", () => {
  it("carries the imported occurrences with their calendar's name, all-day ones as dates, and leaves a paused calendar's out", async () => {
    const alice = await createUser();
    const monday = nextMonday();
    const { sub, held } = await subscribedHeld(alice, { url: feedUrl(`/plain/school?monday=${monday}&feed=${alice.id}`), name: "Skúlin, 7B" });
    await refresh(sub.id);
    const { url } = await json<{ url: string }>(await call("GET", `/api/families/${alice.familyId}/calendar-feed`, { token: alice.token }));
    const feed = async () => (await call("GET", new URL(url).pathname + new URL(url).search)).text();
    const text = await feed();
    expect(text.match(/^UID:imported-/gm)).toHaveLength(10);
    expect(text).toContain("CATEGORIES:Skúlin\\, 7B");
    expect(text).toContain("SUMMARY:Støddfrøði (flutt)");
    expect(text).toContain(`DTSTART;VALUE=DATE:${dayAfter(monday, 22)}`);
    expect(text).toContain(`DTSTART;TZID=Atlantic/Faroe:${dayAfter(monday, 0)}T071500`);

    await call("PATCH", `${subscriptionsPath(alice.familyId)}/${sub.id}`, { token: alice.token, body: { paused: true }, env: held.env });
    expect(await feed()).not.toContain("UID:imported-");
  });
});
