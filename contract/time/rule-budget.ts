import ICAL from "ical.js";

/**
 * The one bound on walking a repeat rule with ical.js (docs/features/calendar.md "Bounded
 * expansion"), for a phone's rule (rule-expansion.ts) and an outside calendar's
 * (worker/lib/ical-occurrences.ts) alike. A rule whose BY parts never meet (BYMONTH=2;BYMONTHDAY=30
 * on a DAILY rule) makes one `next()` of ical.js's iterator loop without end, inside the library:
 * counting the occurrences it returns cannot stop that. So every candidate date the iterator tries
 * is charged to the budget of the expansion running it, and once the budget is spent that
 * expansion's iterator answers no more occurrences.
 */

/**
 * Thrown inside ical.js when a budget is spent: `step` below catches it for an expansion; outside
 * one (ical.js working out a VTIMEZONE's changes from its RRULEs) it reaches the caller.
 */
export class RuleWalkSpent extends Error {}

export interface BudgetSize {
  steps: number;
  ms: number;
}

/**
 * How much work one walk of a repeat rule may take: the candidate dates ical.js tries (each day a
 * DAILY rule walks, each year a YEARLY one expands) and the wall time; past either the rule has no
 * further occurrences. 20,000 steps walk 54 years of a daily rule, in about a quarter of a second
 * on a busy machine. The time only counts where the clock runs during work (the pages, Node, local
 * workerd): on Cloudflare it stands still until the next I/O, so there the steps alone hold it.
 */
export const RULE_EXPANSION_STEPS_MAX = 20_000;
export const RULE_EXPANSION_MS_MAX = 250;

export const RULE_BUDGET: BudgetSize = { steps: RULE_EXPANSION_STEPS_MAX, ms: RULE_EXPANSION_MS_MAX };

/** The clock is read once every this many steps: reading it costs more than a step. */
const CLOCK_EVERY = 64;

export class ExpansionBudget {
  private left: number;
  private readonly deadline: number;
  /** Whether the expansion stopped at the bound (or at a rule ical.js could not walk) rather than at the rule's end. */
  spent = false;

  private readonly parent: ExpansionBudget | null;
  private readonly clock: () => number;

  // No parameter properties: `npm run restore` loads this module with Node's type stripping, which has none.
  constructor(size: BudgetSize = RULE_BUDGET, parent: ExpansionBudget | null = null, clock: () => number = Date.now) {
    this.parent = parent;
    this.clock = clock;
    this.left = size.steps;
    this.deadline = clock() + size.ms;
  }

  /** One step of work; throws RuleWalkSpent once this budget or its parent's is used up. */
  charge(): void {
    if (this.spent) throw new RuleWalkSpent();
    this.parent?.charge();
    this.left -= 1;
    if (this.left < 0 || (this.left % CLOCK_EVERY === 0 && this.clock() > this.deadline)) {
      this.spent = true;
      throw new RuleWalkSpent();
    }
  }

  /**
   * Runs one call into ical.js (building an iterator, one `next()`) on this budget: its answer, or
   * null once the budget is spent. A rule ical.js throws on while walking it ("Same occurrence
   * found twice", an impossible BYYEARDAY) ends the same way: it has no further occurrences.
   */
  step<T>(call: () => T): T | null {
    if (this.spent) return null;
    const outer = running;
    running = this;
    try {
      this.charge();
      return call();
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      this.spent = true;
      return null;
    } finally {
      running = outer;
    }
  }
}

/** The budget of the expansion now calling into ical.js; null outside one. */
let running: ExpansionBudget | null = null;
/** Outside an expansion each iterator has a budget of its own (a VTIMEZONE's RRULE, walked by ical.js itself). */
const own = new WeakMap<ICAL.RecurIterator, ExpansionBudget>();

function budgetOf(iterator: ICAL.RecurIterator): ExpansionBudget {
  if (running) return running;
  const budget = own.get(iterator) ?? new ExpansionBudget();
  own.set(iterator, budget);
  return budget;
}

/**
 * ical.js's iterator tries each candidate date in `check_contracting_rules` (every frequency) and
 * expands a year's days in `expand_year_days` (YEARLY rules, also while it is being built): both
 * charge the budget. Patched on the prototype once, because the iterators of outside calendars and
 * of time zones are built inside ical.js (RecurExpansion, Timezone), out of reach of a wrapper.
 */
const prototype = ICAL.RecurIterator.prototype;
const checkDate = prototype.check_contracting_rules;
prototype.check_contracting_rules = function (this: ICAL.RecurIterator) {
  budgetOf(this).charge();
  return checkDate.call(this);
};
const expandYear = prototype.expand_year_days;
prototype.expand_year_days = function (this: ICAL.RecurIterator, year: number) {
  budgetOf(this).charge();
  return expandYear.call(this, year);
};
