/**
 * How the build groups modules into chunks (rolldown's `codeSplitting`). Left to itself, rolldown
 * gives every set of modules shared by a different set of importers a chunk of its own, so a
 * signed-in start fetched some twenty small files; each costs its own gzip framing and import
 * lines, about 5 KB gzip in all on a page's first load (docs/bench.md). Groups instead, each by
 * folder or file kind (a new module joins a group by where it is put):
 *
 * - everything the entry loads, in one file (the entry and React were two);
 * - what every signed-in page loads with the shell (`web/app/layout/`, `web/lib/`), in one file;
 * - the list pages' small widgets (`web/components/ui/list/`), in one file the dashboard does not load;
 * - each list's read and sorting, which its page and the dashboard share (`web/features/<f>/reads/`);
 * - a page, or a part loaded on use, whose modules always load together (a folder of its own).
 *
 * What only some pages or a dialog use stays split by who uses it. A module a rule takes that the
 * entry comes to import stays in the entry's group (the first group takes it), so the sign-in
 * route never loads the signed-in group.
 */

import { readdirSync } from "node:fs";
import type { Rolldown } from "vite";

/** A folder (from the repository root, ending in '/') or a file kind (a pattern on the module's path). */
type Place = string | RegExp;

/** One group: the folders and file kinds it takes, and those it leaves. */
interface GroupRule {
  name: string;
  takes: readonly Place[];
  leaves?: readonly Place[];
  priority: number;
  /** Whether the group also takes its modules' imports that no earlier group took (rolldown's default). */
  withImports: boolean;
  /** The group's chunk for a module it takes, when one rule makes a chunk per folder (`name` is then the rule's name). */
  chunkOf?: (path: string) => string | null;
}

/** A group's own files by its name: its route, its texts and the contract modules only it loads of the phone's. */
const routeOf = (name: string) => new RegExp(`/web/app/routes/${name}-route\\.tsx$`);
const textsOf = (name: string) => new RegExp(`/web/i18n/fo/${name}\\.ts$`);
const contractOf = (name: string) => new RegExp(`/contract/${name}-[\\w-]+\\.ts$`);

/** TanStack's modules for writes and paged (infinite) reads: their hooks and observers, which no signed-in start runs. */
const TANSTACK_ON_USE = /\/@tanstack\/[\w-]+\/build\/modern\/(?:use(?:Mutation|InfiniteQuery)|(?:mutation|infiniteQuery)Observer)\.js$/;

/** What only a feature's changes load: its cache edits (`lib/*-cache.ts`) and the declarations its changes share (`lib/*-update.ts`). */
const CHANGES_ONLY = /\/web\/features\/[a-z-]+\/lib\/[\w-]+-(?:cache|update)\.ts$/;

/**
 * What every signed-in page loads with the shell: the shell's folder (with the page shown while the
 * user has no family), the app's shared client code (`web/lib/`: the write queue, the lazy dialogs'
 * loader…) and its two libraries, with what they import, and the texts the pages' texts share
 * (`web/i18n/fo/signed-in/`). Not TanStack's write and paged-read hooks, nor what `web/lib/` loads
 * with import() (an older app's keys), which load on use: every change loads on use (web/lib/changes/),
 * and the signed-in start keeps only the queue's restore and the rows' pending marks (write-queue.ts)
 * and TanStack's mutation cache under the client. The sign-in pages' writes are `web/lib/public/`;
 * what a few screens share and load on use (the file uploads' sender) is `web/lib/on-use/`.
 */
const SIGNED_IN: GroupRule = {
  name: "signed-in",
  takes: ["web/app/layout/", "web/lib/", "node_modules/@tanstack/", "node_modules/idb-keyval/", "web/i18n/fo/signed-in/"],
  leaves: ["web/lib/public/", "web/lib/on-use/", TANSTACK_ON_USE],
  priority: 1,
  withImports: true,
};

/**
 * The form field and the page title (`web/components/ui/field/`), which the sign-in screen (a chunk
 * of its own, not the entry's) shares with the signed-in group's modules: a chunk apart, or the group
 * would take them along as its modules' dependency and the sign-in route would load the whole group.
 * The inputs' look is in the entry (`inputClass`, button.tsx), so a page whose only form part is one
 * input (the shopping list's add field, the calendar's feed link) does not load this chunk for it.
 */
const FIELD: GroupRule = { name: "field", takes: ["web/components/ui/field/"], priority: 2, withImports: false };

/**
 * The list pages' small widgets (`web/components/ui/list/`: inline rename, disclosure and folds,
 * pending badge, 'Vís meira', the history count after an edit) and the hooks that declare and run a
 * change by name (`use-change*.ts`, `define-change.ts`): out of the signed-in group, since the
 * dashboard uses none of them (0.6 KB off its first load), and in one chunk rather than one each,
 * since every list page loads most of them (a file of its own costs about 0.2 KB). Not loaded by the
 * sign-in route, so they may import the signed-in group's icons and texts; the group imports none of
 * them (a cycle between the two once moved the offline banner's last-sync time: test/e2e/offline-writes.e2e.ts).
 */
const WIDGETS: GroupRule = {
  name: "widgets",
  takes: ["web/components/ui/list/", /\/web\/lib\/(?:changes\/)?(?:use|define)-change[\w-]*\.ts$/],
  priority: 2,
  withImports: false,
};

/**
 * The toggle switch (`web/components/ui/switch/`), in a chunk of its own: only the shopping list's
 * order and the notification kinds draw one, and in the widgets chunk it cost the other list pages 0.2 KB each (docs/bench.md).
 */
const TOGGLE_SWITCH: GroupRule = { name: "toggle-switch", takes: ["web/components/ui/switch/"], priority: 2, withImports: false };

/**
 * A history section's rows and its 'Vís fleiri' (tasks, meals, support, calendar), always together,
 * with a ticket's conversation, which the support page (and the admin panel's tickets) show with it:
 * `web/components/ui/history/`.
 */
const HISTORY: GroupRule = { name: "history", takes: ["web/components/ui/history/"], priority: 2, withImports: false };

/**
 * Each list's read and the sorting the dashboard's card and the list's page both use, one chunk per
 * list, `<feature>-reads`: every module of `web/features/<feature>/reads/`, the reads two features
 * share (`web/lib/reads/<feature>/`; a file directly in `web/lib/reads/` is the shell's) and the
 * contract modules only they load of the phone's. Each file of a first load costs about 0.15–0.2 KB
 * gzip of its own (framing, compile hint, import lines), so modules always loaded together go in one.
 * The shopping list's sorting goes with its read: the meal plan, which reads the list alone, takes
 * it along (1.3 KB) rather than every start of the dashboard and the list paying a file of its own.
 */
const READ_FOLDER = /\/web\/(?:features\/([a-z-]+)\/reads\/|lib\/reads\/([a-z-]+)\/)/;
/**
 * The homes read (web/lib/reads/homes/), which the dashboard's cards, the homes page and the
 * calendar's views (loaded later) read, goes with the tasks' read: a file of its own was one more on
 * the dashboard's first load, and the calendar's read would put it on the calendar's first load,
 * which has no room; the dashboard loads the tasks' read anyway, and /reminders has room for it.
 */
const READ_FOLDER_CHUNK: Record<string, string> = { homes: "tasks" };
const READ_CONTRACT: readonly [RegExp, string][] = [
  // A phone rule's expansion (loaded on use) apart, the calendar's time modules.
  [/\/contract\/time\/(?:recurrence|wall-clock|zoned)\.ts$/, "calendar"],
  [/\/contract\/names\.ts$/, "shopping"],
];
const READS: GroupRule = {
  name: "reads",
  takes: ["web/features/", "web/lib/reads/", ...READ_CONTRACT.map(([kind]) => kind)],
  chunkOf: (path) => {
    const folder = READ_FOLDER.exec(path);
    const feature = folder ? (folder[1] ?? folder[2]) : READ_CONTRACT.find(([kind]) => kind.test(path))?.[1];
    return feature ? `${READ_FOLDER_CHUNK[feature] ?? feature}-reads` : null;
  },
  priority: 2,
  withImports: false,
};

/**
 * The dashboard's frame with the parts other features give it (a feature's `dashboard/` folder: the
 * family's link and invite button, which the family page shows too; the call that creates an invite
 * loads with its dialog): one file on the dashboard's first load, not two (about 0.2 KB); the family
 * page, with room under its budget, loads the frame's code with the button (docs/bench.md). The
 * cards load with their own chunk (dashboard-cards.tsx).
 */
const DASHBOARD: GroupRule = {
  name: "dashboard",
  takes: ["web/features/dashboard/", /\/web\/(?:features\/[a-z-]+|components\/ui)\/dashboard\//, routeOf("dashboard")],
  priority: 2,
  withImports: false,
};

/**
 * The outside calendars' card at the calendar page's foot (`web/features/calendar/outside-calendars/`),
 * loaded when its fold opens (its rows and dialog apart, loaded when there are subscriptions or the
 * dialog opens); and the calendar's feed card body (`feed/`), loaded when its fold opens (the
 * copy field it shows is a file of its own, which the dialogs with one load too).
 */
const OUTSIDE_CALENDARS: GroupRule = {
  name: "outside-calendars-card",
  takes: ["web/features/calendar/outside-calendars/", textsOf("outside-calendars-card")],
  priority: 2,
  withImports: false,
};
const CALENDAR_FEED: GroupRule = { name: "calendar-feed", takes: ["web/features/calendar/feed/", textsOf("calendar-feed")], priority: 2, withImports: false };

/**
 * The shopping list's page in one chunk. Not its parts that load later (its changes, the quick-add
 * tools and their suggestions in `quick-add/`, the statistics), nor the dashboard's card and the
 * reads it shares with the page.
 */
const SHOPPING_PAGE: GroupRule = {
  name: "shopping",
  takes: ["web/features/shopping/", routeOf("shopping"), textsOf("shopping"), contractOf("shopping")],
  leaves: ["web/features/shopping/quick-add/", /-summary-card\.tsx$/, CHANGES_ONLY],
  priority: 0,
  withImports: false,
};

/**
 * The calendar's page (`web/features/calendar/page/`) with its texts and the prefetch's read (the
 * feed link's): one chunk where they were three. Not its rows' changes, its dialog, its finished
 * events' panel or its feed card's body, which load later, nor the reads the dashboard shares.
 */
const CALENDAR_PAGE: GroupRule = {
  name: "calendar",
  takes: ["web/features/calendar/page/", routeOf("calendar"), textsOf("calendar")],
  priority: 0,
  withImports: false,
};

/**
 * The support page with its texts and reads in one chunk (they were four, since the offline queue's
 * registrations and the read-ahead import the reads too), and the server's support texts, which its
 * texts include (the support schemas, checked on the first send, take them from here; the admin panel
 * reads the ticket states off contract/limits.ts, not those schemas).
 */
const SUPPORT_PAGE: GroupRule = {
  name: "support",
  takes: ["web/features/support/", textsOf("support"), contractOf("support")],
  leaves: [CHANGES_ONLY],
  priority: 0,
  withImports: false,
};

/**
 * The custody rules (contract/custody.ts, with the limits they import) and how the other home is
 * said in a sentence (contract/family-name.ts), in one chunk: every screen whose texts name the
 * other home (the homes page's cards, the dashboard's card, the calendar's views) loads the rules
 * anyway, and a file of its own for the name put one more entry in the import maps of the
 * calendar's and the dashboard's first loads.
 */
const CUSTODY: GroupRule = { name: "custody", takes: [/\/contract\/(?:custody|family-name|two-homes-limits)\.ts$/], priority: 2, withImports: false };

/**
 * The album's parts (`web/features/photos/` but the family page's card and the changes, with the
 * album's texts), in two chunks: a photo in a frame with its bytes' fetch (`photo-image`), which the
 * meal plan's rows and the recipe box draw, and the rest (`photos`: the album, the picture chooser,
 * the uploads with the bytes' sender the recipe import shares, the album's limits), which the family
 * page's fold and the dialogs that choose a picture load. Left to
 * rolldown they were five files, shared in different sets, and the family page's card listed four
 * of them with its fold's import (docs/bench.md).
 */
const PHOTO_IMAGE: GroupRule = {
  name: "photo-image",
  takes: [/\/web\/features\/photos\/(?:components\/photo-image\.tsx|lib\/use-photo-url\.ts)$/],
  priority: 2,
  withImports: false,
};
const PHOTOS: GroupRule = {
  name: "photos",
  takes: [/\/web\/features\/photos\/(?:api\/|lib\/|components\/(?!photos-card\.tsx))/, textsOf("photos"), contractOf("photo"), "web/lib/on-use/"],
  priority: 1,
  withImports: false,
};

/** The change runner, its table and its 404 rule (`change-gone.ts`), which the signed-in group leaves: loaded with a screen's first change, in one file. */
const MUTATIONS: GroupRule = {
  name: "mutations",
  takes: [/\/web\/lib\/changes\/change-(?:options|table|gone)\.ts$/],
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

/** The chunks a rule with a chunk per folder makes, so each is a group the build must make. */
function folderGroups(rule: GroupRule): string[] {
  const root = new URL("../../web/", import.meta.url).pathname;
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).map((file) => `/web/${file.replaceAll("\\", "/")}`);
  return [...new Set(files.flatMap((file) => rule.chunkOf?.(file) ?? []))].sort();
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
  READS,
  HISTORY,
  DASHBOARD,
  OUTSIDE_CALENDARS,
  CALENDAR_FEED,
  PHOTO_IMAGE,
  PHOTOS,
  CUSTODY,
  CHANGES,
];

/** Every folder and file kind the rules name, for test/unit/chunk-rules.test.ts. */
export const NAMED_PATHS: readonly Place[] = RULES.flatMap((rule) => [...rule.takes, ...(rule.leaves ?? [])]);
/** Every chunk the rules make, for test/e2e/first-load.e2e.ts (a rule with a chunk per folder names each). */
export const groupNames = (): string[] => ["index", ...RULES.flatMap((rule) => (rule.chunkOf ? folderGroups(rule) : [rule.name]))];

const under = (path: string, places: readonly Place[]) => places.some((place) => (typeof place === "string" ? path.includes(`/${place}`) : place.test(path)));

/**
 * Code the app loads with import() from a module a rule takes (a dialog, a part that loads on use)
 * stays a chunk of its own with its imports, whatever folder it is in: in the group, every page
 * loading the group would load it too. What is loaded with import() from elsewhere (a page from the
 * router, the shell, a card from its page) is where its group starts.
 */
function loadedOnUse(id: string, rule: GroupRule, ctx: Rolldown.ChunkingContext): boolean {
  const info = ctx.getModuleInfo(id);
  if (info === null || info.importers.length > 0) return false;
  return info.dynamicImporters.some((importer) => under(importer.replaceAll("\\", "/"), rule.takes));
}

function chooses(rule: GroupRule) {
  return (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    const path = id.replaceAll("\\", "/");
    if (!under(path, rule.takes) || under(path, rule.leaves ?? [])) return null;
    if (rule.chunkOf) return rule.chunkOf(path);
    return loadedOnUse(id, rule, ctx) ? null : rule.name;
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
  if (isChunkFile(hostId, "index") || [...UNHURRIED, ...LATE_CARDS, ...ON_CHOICE, ...IMPORTS_LOADED].some((chunk) => isChunkFile(file, chunk))) return [];
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
 * The dashboard's cards drawn only when a read says so (a linked child, a birthday), under the four
 * already drawn: one more round trip for their imports is not seen, and listing them cost every
 * dashboard start about 0.2 KB for the few families that have them (docs/bench.md).
 */
const LATE_CARDS = ["homes-summary-card", "birthdays-summary-card"];

/**
 * The calendar's week and month views: loaded when one is chosen, and preloaded when its button is
 * touched or hovered, which starts their imports a round trip later; listing their dozen imports
 * cost the calendar's every first load about 0.3 KB (docs/bench.md).
 */
const ON_CHOICE = ["calendar-views"];

/**
 * Chunks whose own imports are loaded whenever they are imported: the change runner and its table
 * (`mutations`) and a photo in its frame (`photo-image`) import only the entry's and the signed-in
 * group's modules, and only signed-in code runs a change or draws a photo. Listing those imports
 * cost each importer's chunk about 0.1 KB (docs/bench.md).
 */
const IMPORTS_LOADED = ["mutations", "photo-image"];

const isChunkFile = (file: string, chunk: string) => new RegExp(`(^|/)${chunk}-[\\w-]+\\.js$`).test(file);
