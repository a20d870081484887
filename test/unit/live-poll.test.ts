import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signal, type Signal } from "@preact/signals-react";
import { LIVE_DOWN_FIRST_POLL_MS, LIVE_DOWN_MAX_POLL_MS, POLL_INTERVAL_MS } from "@contract/limits";
import { pollByLiveState, pollDelay, type LiveSocketState } from "@web/lib/live-poll";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

describe("the polling policy", () => {
  it("never polls while the socket is open", () => {
    for (const polls of [0, 1, 10]) expect(pollDelay("open", polls)).toBeNull();
  });

  it("polls 15 s after the socket went down, then doubles the wait up to 5 minutes", () => {
    const waits = Array.from({ length: 8 }, (_, polls) => pollDelay("down", polls));
    expect(waits).toEqual([15, 30, 60, 120, 240, 300, 300, 300].map((s) => s * SECOND));
    expect(pollDelay("down", 1_100)).toBe(LIVE_DOWN_MAX_POLL_MS);
  });

  it("polls every 60 s when the tab has no live channel at all", () => {
    expect(pollDelay("none", 0)).toBe(POLL_INTERVAL_MS);
    expect(pollDelay("none", 50)).toBe(POLL_INTERVAL_MS);
  });
});

describe("polling by the socket's state", () => {
  let state: Signal<LiveSocketState>;
  let polls: number[];
  let stop: () => void;
  const start = Date.UTC(2026, 0, 1);

  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    state = signal<LiveSocketState>("open");
    polls = [];
    stop = pollByLiveState(() => polls.push(Date.now() - start), state);
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("makes no poll in an hour with the socket open", () => {
    vi.advanceTimersByTime(60 * MINUTE);
    expect(polls).toEqual([]);
  });

  it("polls with backoff from the moment the socket drops", () => {
    vi.advanceTimersByTime(10 * MINUTE);
    state.value = "down";
    vi.advanceTimersByTime(20 * MINUTE);
    const offsets = polls.map((at) => (at - 10 * MINUTE) / SECOND);
    expect(offsets).toEqual([15, 45, 105, 225, 465, 765, 1065]);
  });

  it("stops polling when the socket opens again, and starts the backoff afresh when it next drops", () => {
    state.value = "down";
    vi.advanceTimersByTime(10 * MINUTE);
    const whileDown = polls.length;
    expect(whileDown).toBeGreaterThan(3);
    state.value = "open";
    vi.advanceTimersByTime(30 * MINUTE);
    expect(polls.length).toBe(whileDown);
    state.value = "down";
    vi.advanceTimersByTime(LIVE_DOWN_FIRST_POLL_MS);
    expect(polls.length).toBe(whileDown + 1);
    expect(polls.at(-1)).toBe(40 * MINUTE + LIVE_DOWN_FIRST_POLL_MS);
  });

  it("polls every 60 s without a live channel, and never after it is stopped", () => {
    state.value = "none";
    vi.advanceTimersByTime(3 * MINUTE);
    expect(polls).toEqual([1, 2, 3].map((m) => m * MINUTE));
    stop();
    state.value = "down";
    vi.advanceTimersByTime(10 * MINUTE);
    expect(polls.length).toBe(3);
  });
});
