/**
 * How the build groups modules into chunks (rolldown's `codeSplitting`). Left to itself, rolldown
 * gives every set of modules shared by a different set of importers a chunk of its own, so a
 * signed-in start fetched some twenty small files; each costs its own gzip framing and import
 * lines, about 5 KB gzip in all on a page's first load (docs/bench.md). Groups instead:
 *
 * - everything the entry loads, in one file (the entry and React were two);
 * - what every signed-in page loads with the shell (TanStack Query and the persister, the shell's
 *   parts, the write queue, the shared widgets and texts), in one file beside the shell's own;
 * - (the list pages' small widgets go with it);
 * - each list's read and sorting, which its page and the dashboard share.
 *
 * What only some pages or a dialog use stays split by who uses it. A module listed here that the
 * entry comes to import stays in the entry's group (the first group takes it), so the sign-in
 * route never loads the signed-in group.
 */

const SIGNED_IN_SHARED = [
  "node_modules/@tanstack/",
  "node_modules/idb-keyval/",
  "contract/realtime.ts",
  "web/app/layout/bottom-nav.tsx",
  "web/app/layout/header.tsx",
  "web/app/layout/install-button.tsx",
  "web/app/layout/nav-icon-link.tsx",
  "web/app/layout/offline-banner.tsx",
  "web/app/layout/signed-in-app.tsx",
  "web/app/layout/theme-toggle.tsx",
  "web/app/layout/use-live-channel.ts",
  "web/app/layout/use-push-refresh.ts",
  "web/app/routes/join-family-route.tsx",
  "web/components/ui/badge.tsx",
  "web/components/ui/icons.tsx",
  "web/components/ui/lazy-dialog.tsx",
  "web/components/ui/page-title.tsx",
  "web/i18n/fo/dashboard.ts",
  "web/i18n/fo/dates.ts",
  "web/i18n/fo/family-links.ts",
  "web/i18n/fo/nav.ts",
  "web/i18n/fo/offline.ts",
  "web/lib/dates.ts",
  "contract/time/zone.ts",
  "web/lib/first-answer.ts",
  "web/lib/history-count.ts",
  "web/lib/hook-config.ts",
  "web/lib/live-refetch.ts",
  "web/lib/live.ts",
  "web/lib/mutation-hook.ts",
  "web/lib/mutation-options.ts",
  "web/lib/query-client.ts",
  "web/lib/query-persist.ts",
  "web/lib/reachability.ts",
  "web/lib/reads/admin-messages.ts",
  "web/lib/resource-keys.ts",
  "web/lib/write-queue.ts",
];

/** TanStack's infinite queries: only the admin panel's security log pages with them. */
const ADMIN_ONLY = [
  "node_modules/@tanstack/react-query/build/modern/useInfiniteQuery.js",
  "node_modules/@tanstack/query-core/build/modern/infiniteQueryObserver.js",
];

const inList =
  (list: readonly string[], except: readonly string[] = []) =>
  (id: string) => {
    const path = id.replaceAll("\\", "/");
    const listed = (entries: readonly string[]) => entries.some((entry) => path.includes(`/${entry}`));
    return listed(list) && !listed(except);
  };

/**
 * The form field, which the sign-in screen (a chunk of its own, not the entry's) shares with the
 * signed-in group's modules: a chunk apart, or the group would take it along as its modules'
 * dependency and the sign-in route would load the whole group. The toggle switch and the inline
 * rename's hook go with it: each is a few hundred bytes, and the pages that load one mostly load
 * another (the shopping list all three), where a file of its own cost each about 0.2 KB gzip.
 */
const SMALL_WIDGETS = ["web/components/ui/field.tsx", "web/components/ui/toggle-switch.tsx", "web/components/ui/inline-title-edit.tsx"];

/**
 * The list pages' small widgets, in the signed-in group: a group of their own made a chunk cycle
 * with it, and a change made offline then moved the offline banner's last-sync time
 * (test/e2e/offline-writes.e2e.ts). The inline rename's hook is with the small widgets, so the
 * dashboard does not load it.
 */
const LIST_WIDGETS = [
  "web/components/ui/disclosure.tsx",
  "web/components/ui/lazy-fold.tsx",
  "web/components/ui/pending-badge.tsx",
  "web/components/ui/show-more.tsx",
];

/**
 * Each list's read and the sorting the dashboard's card and the list's page both use: one chunk
 * per list rather than one per module (the dashboard loads all four); likewise the small modules
 * two pages share. Each file of a first load costs about 0.15–0.2 KB gzip of its own (framing,
 * compile hint, import lines), so modules always loaded together go in one.
 */
const LIST_READS = {
  "calendar-reads": [
    "web/features/calendar/api/get-events.ts",
    "web/features/calendar/lib/event-lists.ts",
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
  // A history section's rows and its 'Vís fleiri' (tasks, meals, support, calendar), always together.
  history: ["web/lib/history-pages.ts", "web/components/ui/history-more.tsx"],
  // The dashboard's and the family page's invite button (the call that creates one loads with its dialog).
  invites: ["web/features/family/components/invite-button.tsx"],
};

/**
 * The shopping list's page with its changes in one chunk (they were two, since the offline queue's
 * registrations import the changes too: a start with unsent changes now loads the page's code with
 * them). Not its parts that load later (the quick-add tools, the statistics), nor the dashboard's
 * card and the reads it shares with the page.
 */
const SHOPPING_PAGE = ["web/app/routes/shopping-route.tsx", "web/features/shopping/", "web/i18n/fo/shopping.ts", "contract/shopping-insights.ts"];
const SHOPPING_ELSEWHERE = [
  ...LIST_READS["shopping-reads"],
  "web/features/shopping/lib/quick-add-tools.ts",
  "web/features/shopping/components/name-suggestions.tsx",
  "web/features/shopping/lib/suggestion-list.ts",
  "web/features/shopping/components/statistics-card.tsx",
  "web/features/shopping/components/shopping-summary-card.tsx",
];

export const codeSplitting = {
  groups: [
    { name: "index", tags: ["$initial" as const], priority: 3 },
    { name: "widgets", test: inList(SMALL_WIDGETS), priority: 2, includeDependenciesRecursively: false },
    { name: "signed-in", test: inList([...SIGNED_IN_SHARED, ...LIST_WIDGETS], ADMIN_ONLY), priority: 1 },
    // Only the listed modules: a read's dependencies another page uses alone stay out (the meal plan
    // reads the shopping list without its sorting).
    { name: "shopping-route", test: inList(SHOPPING_PAGE, SHOPPING_ELSEWHERE), priority: 0, includeDependenciesRecursively: false },
    ...Object.entries(LIST_READS).map(([name, list]) => ({ name, test: inList(list), priority: 0, includeDependenciesRecursively: false })),
  ],
};

/**
 * The chunks a dynamic import fetches alongside its own (Vite's `modulePreload.resolveDependencies`;
 * no CSS: the stylesheet is inlined). None for the entry's imports, the pages and the sign-in
 * screen: index.html's inline script preloads the opened page's chunks at the start, and by a later
 * move to another page the service worker has every chunk precached, so listing their dependencies
 * in the entry (about 0.9 KB gzip on every route) would buy nothing. Every browser the app supports
 * has modulepreload, so the polyfill is off.
 */
export function preloadedWithImport(file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (/(^|\/)index-[\w-]+\.js$/.test(hostId) || UNHURRIED.some((chunk) => isChunkFile(file, chunk))) return [];
  return deps.filter((dep) => !dep.endsWith(".css"));
}

/**
 * Dynamic imports nobody waits on: the read-ahead of every page (after five idle seconds), the
 * push subscription's refresh, and the offline queue's registrations (only a start with unsent
 * changes loads them). They fetch their chunk's own imports when they run instead of listing them
 * ahead: every listed file costs the importing chunk about 15 bytes of gzip on every start, and
 * these three listed some thirty in the signed-in group's (docs/bench.md).
 */
const UNHURRIED = ["family-writes", "prefetch-every-page", "refresh-subscription"];

const isChunkFile = (file: string, chunk: string) => new RegExp(`(^|/)${chunk}-[\\w-]+\\.js$`).test(file);
