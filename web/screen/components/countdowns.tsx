import { countdownKey } from "@contract/countdowns";
import type { ScreenCountdown } from "@contract/schemas/kitchen-screen";
import { foBirthdays } from "@web/i18n/fo/birthdays";
import { foKitchen as t } from "@web/i18n/fo/kitchen";

/** A side panel section's heading. */
export const sectionHeading = "text-lg font-bold text-slate-900 dark:text-slate-100";

/** What a countdown counts to; an entry of a board kept from before the kinds is an event. */
function titleOf(countdown: ScreenCountdown): string {
  if (countdown.kind === "birthday") return foBirthdays.withCake(countdown.name, countdown.age);
  if (countdown.kind === "chore") return `${countdown.emoji} ${countdown.title}`;
  return countdown.title;
}

/** The side panel's countdowns (docs/features/kitchen.md "Countdowns"): none on a board kept from before them. */
export function Countdowns({ countdowns = [] }: { countdowns?: readonly ScreenCountdown[] }) {
  if (countdowns.length === 0) return null;
  return (
    <section aria-labelledby="countdowns-title" className="rounded-3xl bg-white p-3 dark:bg-slate-900">
      <h2 id="countdowns-title" className={sectionHeading}>
        ⏳ {t.countdownsTitle}
      </h2>
      <ul className="mt-1 space-y-1">
        {countdowns.map((countdown) => (
          <li key={countdownKey(countdown)} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {t.countdown(countdown.days, titleOf(countdown))}
          </li>
        ))}
      </ul>
    </section>
  );
}
