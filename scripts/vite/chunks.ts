/**
 * How the build groups modules into chunks (rolldown's `codeSplitting`). Left to itself, rolldown
 * gives every set of modules shared by a different set of importers a chunk of its own, so a
 * signed-in start fetched some twenty small files; each costs its own gzip framing and import
 * lines, about 5 KB gzip in all on a page's first load (docs/bench.md). Groups instead:
 *
 * - everything the entry loads, in one file (the entry and React were two);
 * - what every signed-in page loads with the shell (TanStack Query and the persister, the shell's
 *   parts, the write queue, the shared widgets and texts), in one file beside the shell's own;
 * - the list pages' small widgets, in one file the dashboard does not load;
 * - each list's read and sorting, which its page and the dashboard share.
 *
 * What only some pages or a dialog use stays split by who uses it. A module listed here that the
 * entry comes to import stays in the entry's group (the first group takes it), so the sign-in
 * route never loads the signed-in group.
 */

import { readdirSync } from "node:fs";
import type { Rolldown } from "vite";

/** One group: the folders and files it takes (paths from the repository root; a folder ends in '/'), and those it leaves. */
interface GroupRule {
  name: string;
  takes: readonly string[];
  leaves?: readonly string[];
  priority: number;
  /** Whether the group also takes its modules' imports that no earlier group took (rolldown's default). */
  withImports: boolean;
  /** The group's chunk for a module it takes, when one rule makes a chunk per folder (`name` is then the rule's name). */
  chunkOf?: (path: string) => string | null;
}

/**
 * What every signed-in page loads with the shell: the shell's folder, the app's shared client code
 * and its two libraries, with what they import. A module there that the entry comes to import
 * stays in the entry's group (the first group takes it), so the sign-in route never loads this one.
 */
const SIGNED_IN: GroupRule = {
  name: "signed-in",
  takes: [
    "web/app/layout/",
    "web/lib/",
    "node_modules/@tanstack/",
    "node_modules/idb-keyval/",
    // The shell itself, which the first signed-in page loads with import().
    "web/app/layout/signed-in-app.tsx",
    // Shown by the shell in place of every page while the user has no family.
    "web/app/routes/join-family-route.tsx",
    // The lazy dialogs' loader (the dashboard's invite button, the list pages).
    "web/components/ui/lazy-dialog.tsx",
    // The dashboard's card texts, which each list page's texts include too.
    "web/i18n/fo/dashboard.ts",
  ],
  leaves: [
    // The sign-in and password pages' writes.
    "web/lib/public-mutation.ts",
    // Quick-add's reading of a date, which the shopping list's and the calendar's add tools load on use.
    "web/lib/quick-add-when.ts",
    // The change runner and its table: every change loads on use (web/lib/changes/). The signed-in
    // start keeps only the queue's restore and the rows' pending marks (write-queue.ts), and
    // TanStack's mutation cache under the client.
    "web/lib/changes/change-options.ts",
    "web/lib/changes/change-table.ts",
    // An older app's keys of its kept changes: loaded only to read such a copy.
    "web/lib/changes/older-keys.ts",
    // TanStack's infinite queries: only the admin panel's security log pages with them.
    "node_modules/@tanstack/react-query/build/modern/useInfiniteQuery.js",
    "node_modules/@tanstack/query-core/build/modern/infiniteQueryObserver.js",
  ],
  priority: 1,
  withImports: true,
};

/**
 * The form field, which the sign-in screen (a chunk of its own, not the entry's) shares with the
 * signed-in group's modules: a chunk apart, or the group would take it along as its modules'
 * dependency and the sign-in route would load the whole group. The page title goes with it (the
 * help, support and notifications pages, which load the field anyway, or the widgets). The inputs'
 * look is in the entry (`inputClass`, button.tsx), so a page whose only form part is one input (the
 * shopping list's add field, the calendar's feed link) does not load this chunk for it.
 */
const FIELD: GroupRule = {
  name: "field",
  takes: ["web/components/ui/field.tsx", "web/components/ui/page-title.tsx"],
  priority: 2,
  withImports: false,
};

/**
 * The list pages' small widgets (inline rename's hook, disclosure and folds, pending badge, 'Vís
 * meira', the history count after an edit, the changes loaded on use): out of the signed-in group, since the
 * dashboard uses none of them (0.6 KB off its first load), and in one chunk rather than one each, since
 * every list page loads most of them (a file of its own costs about 0.2 KB). Not loaded by the sign-in
 * route, so they may import the signed-in group's icons and texts; the group imports none of them
 * (a cycle between the two once moved the offline banner's last-sync time: test/e2e/offline-writes.e2e.ts).
 */
const WIDGETS: GroupRule = {
  name: "widgets",
  takes: [
    "web/components/ui/inline-title-edit.tsx",
    "web/components/ui/disclosure.tsx",
    "web/components/ui/lazy-fold.tsx",
    "web/components/ui/pending-badge.tsx",
    "web/components/ui/show-more.tsx",
    "web/lib/history-count.ts",
    // Running a change by name, which the dashboard never does.
    "web/lib/changes/use-change.ts",
    "web/lib/changes/define-change.ts",
    "web/lib/use-change-outcome.ts",
  ],
  priority: 2,
  withImports: false,
};

/**
 * The toggle switch, in a chunk of its own: only the shopping list's order and the notification
 * kinds draw one, and in the widgets chunk it cost the other list pages 0.2 KB each (docs/bench.md).
 */
const TOGGLE_SWITCH: GroupRule = { name: "toggle-switch", takes: ["web/components/ui/toggle-switch.tsx"], priority: 2, withImports: false };

/**
 * Each list's read and the sorting the dashboard's card and the list's page both use: one chunk
 * per list rather than one per module (the dashboard loads all four); likewise the small modules
 * two pages share. Each file of a first load costs about 0.15–0.2 KB gzip of its own (framing,
 * compile hint, import lines), so modules always loaded together go in one. Each takes only the
 * modules named: a read's imports another page uses alone stay out.
 */
const LIST_READS: Record<string, readonly string[]> = {
  "calendar-reads": [
    "web/features/calendar/api/get-events.ts",
    "web/features/calendar/lib/event-lists.ts",
    // The loader of a phone rule's expansion, which the page and the card both use (the expansion itself stays a chunk of its own).
    "web/features/calendar/hooks/use-rule-expansion.ts",
    "contract/time/recurrence.ts",
    "contract/time/wall-clock.ts",
    "contract/time/zoned.ts",
  ],
  "meals-reads": ["web/features/meals/api/get-dinner-meals.ts", "web/features/meals/lib/meal-lists.ts"],
  "tasks-reads": ["web/features/tasks/api/get-reminders.ts", "web/features/tasks/lib/sort-reminders.ts"],
  // The shopping list's read with its sorting: the dashboard and the list's page load both, and the
  // meal plan, which reads the list alone, takes the sorting along (1.3 KB) rather than every start
  // of those two paying a file of its own.
  "shopping-reads": [
    "web/lib/reads/shopping.ts",
    "contract/names.ts",
    "web/features/shopping/api/get-shopping-lists.ts",
    "web/features/shopping/lib/sort-items.ts",
    "web/lib/faroese-order.ts",
  ],
  // Read by the tasks page and the family page.
  "members-reads": ["web/lib/reads/members.ts", "web/features/family/api/get-members.ts", "web/features/family/lib/members-cache.ts"],
  // A history section's rows and its 'Vís fleiri' (tasks, meals, support, calendar), always together;
  // with a ticket's conversation, which the support page (and the admin panel's tickets) show with it.
  history: ["web/lib/history-pages.ts", "web/components/ui/history-more.tsx", "web/components/ui/ticket-thread.tsx"],
  // The dashboard's frame with its invite button, which the family page shows too (the call that creates
  // an invite loads with its dialog): one file on the dashboard's first load, not two (about 0.2 KB);
  // the family page, with room under its budget, loads the frame's code with the button (docs/bench.md).
  dashboard: [
    "web/app/routes/dashboard-route.tsx",
    "web/features/dashboard/components/dashboard-grid.tsx",
    "web/components/ui/summary-card.tsx",
    "web/features/family/components/family-link.tsx",
    "web/features/family/components/invite-button.tsx",
  ],
  // The outside calendars' card at the calendar page's foot, loaded when it comes into view (its
  // rows and dialog apart, loaded when there are subscriptions or the dialog opens).
  "outside-calendars-card": [
    "web/features/calendar/components/outside-calendars-card.tsx",
    "web/features/calendar/components/outside-calendars-list.tsx",
    "web/features/calendar/api/get-calendar-subscriptions.ts",
    "web/i18n/fo/outside-calendars-card.ts",
  ],
  // The calendar's feed card body with the copy field it shows, loaded when its fold opens; the
  // dialogs that show a copy field too load it when they open.
  "calendar-feed-body": ["web/features/calendar/components/calendar-feed-body.tsx", "web/components/ui/copy-field.tsx", "web/i18n/fo/calendar-feed.ts"],
};

/**
 * The shopping list's page in one chunk. Not its parts that load later (its changes, the quick-add
 * tools and their suggestions, the statistics), nor the dashboard's card and the reads it shares
 * with the page.
 */
const SHOPPING_PAGE: GroupRule = {
  name: "shopping-route",
  takes: ["web/app/routes/shopping-route.tsx", "web/features/shopping/", "web/i18n/fo/shopping.ts", "contract/shopping-insights.ts"],
  leaves: [
    "web/features/shopping/components/shopping-summary-card.tsx",
    "web/features/shopping/components/name-suggestions.tsx",
    "web/features/shopping/lib/suggestion-list.ts",
    "web/features/shopping/changes/",
    "web/features/shopping/lib/list-cache.ts",
    // The ticking and renaming changes' shared declaration, which only they load.
    "web/features/shopping/lib/item-update.ts",
  ],
  priority: 0,
  withImports: false,
};

/**
 * The calendar's page with its texts and the prefetch's read (the feed link's): one chunk where they
 * were three. Not its rows' changes, its dialog, its finished events' panel or its feed card's body,
 * which load later, nor the reads the dashboard shares (`calendar-reads`).
 */
const CALENDAR_PAGE: GroupRule = {
  name: "calendar-route",
  takes: [
    "web/app/routes/calendar-route.tsx",
    "web/features/calendar/components/calendar-page.tsx",
    "web/features/calendar/components/calendar-feed-card.tsx",
    "web/features/calendar/components/event-row.tsx",
    "web/features/calendar/components/finished-events.tsx",
    "web/features/calendar/api/get-calendar-feed.ts",
    "web/i18n/fo/calendar.ts",
    "web/components/ui/when-visible.tsx",
  ],
  priority: 0,
  withImports: false,
};

/**
 * The support page with its changes, texts and reads in one chunk (they were four, since the offline
 * queue's registrations and the read-ahead import the changes and reads too), and the server's
 * support texts, which its texts include (the support schemas, checked on the first send, take them
 * from here; the admin panel reads the ticket states off contract/limits.ts, not those schemas).
 */
const SUPPORT_PAGE: GroupRule = {
  name: "support-page",
  takes: ["web/features/support/", "web/features/support/components/support-page.tsx", "web/i18n/fo/support.ts", "contract/support-messages.ts"],
  leaves: ["web/features/support/changes/", "web/features/support/lib/tickets-cache.ts"],
  priority: 0,
  withImports: false,
};

/** The change runner and its table, which the signed-in group leaves (see there): loaded with a screen's first change, in one file. */
const MUTATIONS: GroupRule = {
  name: "mutations",
  takes: ["web/lib/changes/change-options.ts", "web/lib/changes/change-table.ts"],
  priority: 2,
  withImports: false,
};

/**
 * Each feature's changes in one chunk, `changes-<feature>`, loaded on the change's first use or by
 * the offline queue's replay (web/lib/changes/change-table.ts), never with a page: every module of
 * `web/features/<feature>/changes/`, with the toasts' texts only they show
 * (`web/i18n/fo/<feature>-changes.ts`). A feature's cache edits (`lib/*-cache.ts`) stay out: the
 * pages draw with them too, and would load the whole chunk for them.
 */
const CHANGE_FILE = /\/web\/(?:features\/([a-z-]+)\/changes\/|i18n\/fo\/([a-z-]+)-changes\.ts$)/;
const CHANGES: GroupRule = {
  name: "changes",
  takes: ["web/features/", "web/i18n/fo/"],
  chunkOf: (path) => {
    const match = CHANGE_FILE.exec(path);
    return match ? `changes-${match[1] ?? match[2]}` : null;
  },
  priority: 2,
  withImports: false,
};

/** The features with changes, so each `changes-<feature>` chunk is a group the build must make. */
function changeGroups(): string[] {
  const root = new URL("../../web/", import.meta.url).pathname;
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).map((file) => `/web/${file.replaceAll("\\", "/")}`);
  return [...new Set(files.flatMap((file) => CHANGES.chunkOf?.(file) ?? []))].sort();
}

const RULES: readonly GroupRule[] = [
  FIELD,
  MUTATIONS,
  WIDGETS,
  TOGGLE_SWITCH,
  SIGNED_IN,
  SHOPPING_PAGE,
  CALENDAR_PAGE,
  SUPPORT_PAGE,
  ...Object.entries(LIST_READS).map(([name, takes]) => ({ name, takes, priority: 2, withImports: false })),
  CHANGES,
];

/** Every folder and file the rules name, for test/unit/chunk-rules.test.ts. */
export const NAMED_PATHS: readonly string[] = RULES.flatMap((rule) => [...rule.takes, ...(rule.leaves ?? [])]);
/** Every chunk the rules make, for test/e2e/first-load.e2e.ts (a rule with a chunk per feature names each). */
export const groupNames = (): string[] => ["index", ...RULES.flatMap((rule) => (rule.chunkOf ? changeGroups() : [rule.name]))];

const under = (path: string, entries: readonly string[]) => entries.some((entry) => path.includes(`/${entry}`));

/**
 * Code the app loads with import() (a page, a dialog, a part that loads on use) stays a chunk of
 * its own with its imports, whatever folder it is in: in a group, every page loading the group
 * would load it too. A rule names such a module itself when it does belong to the group.
 */
function lazy(id: string, ctx: Rolldown.ChunkingContext): boolean {
  const info = ctx.getModuleInfo(id);
  return info !== null && info.importers.length === 0 && info.dynamicImporters.length > 0;
}

function chooses(rule: GroupRule) {
  return (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    const path = id.replaceAll("\\", "/");
    if (!under(path, rule.takes) || under(path, rule.leaves ?? [])) return null;
    if (rule.chunkOf) return rule.chunkOf(path);
    const named = rule.takes.some((entry) => !entry.endsWith("/") && path.endsWith(`/${entry}`));
    return named || !lazy(id, ctx) ? rule.name : null;
  };
}

export const codeSplitting = {
  groups: [
    { name: "index", tags: ["$initial" as const], priority: 3 },
    ...RULES.map((rule) => ({
      name: chooses(rule),
      priority: rule.priority,
      includeDependenciesRecursively: rule.withImports,
    })),
  ],
};

/**
 * The chunks a dynamic import fetches alongside its own (Vite's `modulePreload.resolveDependencies`;
 * no CSS: the stylesheet is inlined). None for the entry's imports, the pages and the sign-in
 * screen: index.html's inline script preloads the opened page's chunks at the start, and by a later
 * move to another page the service worker has every chunk precached, so listing their dependencies
 * in the entry (about 0.9 KB gzip on every route) would buy nothing. Nor the entry itself anywhere:
 * whatever imports, the entry started it. Every browser the app supports has modulepreload, so the
 * polyfill is off.
 */
export function preloadedWithImport(file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (isChunkFile(hostId, "index") || [...UNHURRIED, ...IMPORTS_LOADED].some((chunk) => isChunkFile(file, chunk))) return [];
  return deps.filter((dep) => !dep.endsWith(".css") && !isChunkFile(dep, "index"));
}

/**
 * Dynamic imports nobody waits on: the read-ahead of every page (after five idle seconds), the
 * push subscription's refresh, and the offline queue's registrations (only a start with unsent
 * changes loads them). They fetch their chunk's own imports when they run instead of listing them
 * ahead: every listed file costs the importing chunk about 15 bytes of gzip on every start, and
 * these three listed some thirty in the signed-in group's (docs/bench.md).
 */
const UNHURRIED = ["prefetch-every-page", "refresh-subscription"];

/**
 * Chunks whose own imports are loaded whenever they are imported: the change runner and its table
 * (`mutations`) import only the entry's and the signed-in group's modules, and only signed-in code
 * runs a change. Listing those imports cost each importer's chunk about 0.1 KB (docs/bench.md).
 */
const IMPORTS_LOADED = ["mutations"];

const isChunkFile = (file: string, chunk: string) => new RegExp(`(^|/)${chunk}-[\\w-]+\\.js$`).test(file);
