// Local runs only: wrangler dev never fires cron triggers by itself, so this fires each schedule
// in wrangler.toml (the one source of truth) on time, through wrangler's local scheduled endpoint.
import { Cron } from "croner";
import { unstable_readConfig } from "wrangler";

/** The `[triggers] crons` of the config file, as wrangler itself reads them. */
export function cronSchedules(configPath) {
  return unstable_readConfig({ config: configPath }).triggers?.crons ?? [];
}

/**
 * Fires `schedule` against the Worker at `baseUrl` at each of its times (UTC, as Cloudflare runs
 * them). `nextRunInMs` moves the driver's clock so that the next time comes that soon (tests use
 * it instead of waiting up to a whole period). Returns the stop function.
 */
export function driveCron(baseUrl, schedule, { nextRunInMs, onError = () => {} } = {}) {
  const cron = new Cron(schedule, { timezone: "UTC", paused: true });
  const firstRun = cron.nextRun(new Date());
  const skewMs = nextRunInMs === undefined || !firstRun ? 0 : firstRun.getTime() - Date.now() - nextRunInMs;
  let timer;
  let stopped = false;
  const now = () => new Date(Date.now() + skewMs);
  const scheduleNext = () => {
    if (stopped) return;
    const next = cron.nextRun(now());
    if (!next) return;
    timer = setTimeout(fire, Math.max(0, next.getTime() - now().getTime()));
  };
  const fire = async () => {
    try {
      const response = await fetch(`${baseUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(schedule)}`);
      if (!response.ok) onError(new Error(`the scheduled run of "${schedule}" answered ${response.status}`));
    } catch (error) {
      onError(error);
    }
    scheduleNext();
  };
  scheduleNext();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** "every 5 minutes" for the common step form, else the expression itself. */
export function describeSchedule(schedule) {
  const step = /^\*\/(\d+) \* \* \* \*$/.exec(schedule);
  if (step) return `every ${step[1]} minutes`;
  return schedule === "* * * * *" ? "every minute" : `on "${schedule}"`;
}
