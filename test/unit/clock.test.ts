import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { effect } from "@preact/signals-react";
import { now, runClock, wakeAt } from "@web/lib/clock";

/** The app's one clock (web/lib/clock.ts) on fake timers, with a document that can be hidden and shown. */

const START = Date.parse("2026-11-23T23:58:30.000Z");

let page: EventTarget & { visibilityState: DocumentVisibilityState };
let stop: () => void;
/** Every time the clock moved to, as a view reading it would see it. */
let seen: number[];
let unwatch: () => void;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  page = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  vi.stubGlobal("document", page);
  vi.stubGlobal("window", new EventTarget());
  stop = runClock();
  seen = [];
  unwatch = effect(() => {
    seen.push(now.value);
  });
});

afterEach(() => {
  unwatch();
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const iso = (values: number[]) => values.map((value) => new Date(value).toISOString());

describe("the app's clock", () => {
  it("reads the time when it starts, then moves on every whole minute, midnight included", () => {
    vi.advanceTimersByTime(3 * 60_000);
    expect(iso(seen)).toEqual(["2026-11-23T23:58:30.000Z", "2026-11-23T23:59:00.000Z", "2026-11-24T00:00:00.000Z", "2026-11-24T00:01:00.000Z"]);
  });

  it("is one timer for the whole app, however many views wait on it", () => {
    const takeBack = [wakeAt(START + 10_000), wakeAt(START + 10_000), wakeAt(START + 20_000)];
    expect(vi.getTimerCount()).toBe(1);
    for (const back of takeBack) back();
    expect(vi.getTimerCount()).toBe(1);
  });

  it("moves at a moment a view asked for between two minutes, once, and no more after it is taken back", () => {
    const back = wakeAt(START + 12_345);
    vi.advanceTimersByTime(30_000);
    expect(iso(seen)).toEqual(["2026-11-23T23:58:30.000Z", "2026-11-23T23:58:42.345Z", "2026-11-23T23:59:00.000Z"]);
    back();
    const later = wakeAt(START + 75_000);
    later();
    vi.advanceTimersByTime(60_000);
    expect(iso(seen.slice(3))).toEqual(["2026-11-24T00:00:00.000Z"]);
  });

  it("ignores a moment already passed instead of firing again and again", () => {
    vi.advanceTimersByTime(1_000);
    wakeAt(START);
    vi.advanceTimersByTime(1_000);
    expect(seen).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("catches up at once when the page is shown again or focused, since a hidden page's timers are held back", () => {
    vi.setSystemTime(START + 5 * 60_000 + 7_000); // as if the timers had been held back while hidden
    page.visibilityState = "hidden";
    page.dispatchEvent(new Event("visibilitychange"));
    expect(seen).toHaveLength(1);
    page.visibilityState = "visible";
    page.dispatchEvent(new Event("visibilitychange"));
    expect(iso(seen.slice(1))).toEqual(["2026-11-24T00:03:37.000Z"]);
    vi.setSystemTime(START + 6 * 60_000);
    window.dispatchEvent(new Event("focus"));
    expect(iso(seen.slice(2))).toEqual(["2026-11-24T00:04:30.000Z"]);
  });

  it("stops: no timer left and the time no longer moves", () => {
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5 * 60_000);
    page.dispatchEvent(new Event("visibilitychange"));
    expect(seen).toHaveLength(1);
  });
});
