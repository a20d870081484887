// Memory and CPU of the app's workerd processes, read from /proc, sampled through the whole run
// so growth under each load (a leak) shows.
import { readFileSync, readdirSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function rssKiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** CPU time (user + system) of a process in ms. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

function openFiles(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

/**
 * Samples the runtime's and the proxy's RSS every `everyMs`, labelled with the current phase.
 * `mark(label)` also records a sample at once (the figures after each step of a load).
 */
export function memorySampler(processes, everyMs = 250) {
  const samples = [];
  const marks = [];
  let phase = "start";
  const sample = () => {
    const { runtime, proxy } = processes();
    const entry = { t: Date.now(), phase, runtimeKiB: rssKiB(runtime), proxyKiB: rssKiB(proxy), fds: openFiles(runtime) };
    samples.push(entry);
    return entry;
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    samples,
    marks,
    setPhase(name) {
      phase = name;
      sample();
    },
    mark(label) {
      const entry = sample();
      marks.push({ label, ...entry });
      return entry;
    },
    stop() {
      clearInterval(timer);
    },
    byPhase() {
      const phases = new Map();
      for (const entry of samples) {
        const current = phases.get(entry.phase) ?? { phase: entry.phase, first: entry, last: entry, maxRuntimeKiB: 0, maxFds: 0 };
        current.last = entry;
        current.maxRuntimeKiB = Math.max(current.maxRuntimeKiB, entry.runtimeKiB || 0);
        current.maxFds = Math.max(current.maxFds, entry.fds || 0);
        phases.set(entry.phase, current);
      }
      return [...phases.values()];
    },
  };
}
