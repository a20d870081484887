import { Suspense, useEffect, useMemo, useRef } from "react";
import type { MutationKey } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { Redirect, Route, Switch } from "wouter";
import { forgetKeptAnswers } from "@web/lib/api-client";
import { useSignedInUser } from "@web/lib/auth-context";
import { runClock } from "@web/lib/clock";
import { queryClient } from "@web/lib/query-client";
import { forgetPersistedCache, keepPersistedCache, persistOptions, savePersistedCacheNow } from "@web/lib/query-persist";
import { followReachability } from "@web/lib/reachability";
import { resumeQueuedWrites } from "@web/lib/write-queue";
import "../changes";
import { Spinner } from "@web/components/ui/spinner";
import { fo } from "@web/i18n/fo";
import type { LazyPage } from "@web/lib/lazy-page";
import { ADMIN_PATH, SIGNED_IN_PATHS, type SignedInPath } from "../signed-in-paths";
import { BottomNav } from "./bottom-nav";
import { Header } from "./header";
import { OfflineBanner } from "./offline-banner";
import { useZoneOffsetsOf } from "@web/lib/dates";
import { useLiveChannel } from "./use-live-channel";
import { usePushRefresh } from "./use-push-refresh";

followReachability();

/**
 * Before the kept cache is restored, when it holds changes not yet sent: a restored change finds
 * its call by its key, so the changes it names are loaded and registered first, and only those.
 */
const registerKeptWrites = (keys: (MutationKey | undefined)[]) =>
  import("@web/lib/changes/change-table").then((changes) => changes.registerKeptChanges(queryClient, keys));

/**
 * A while after the start's own work, when the browser is idle: reading the other pages is a
 * background chore for a later start with no connection, and must not compete with drawing this one.
 */
const PREFETCH_AFTER_MS = 5000;
const whenSettled = () =>
  new Promise<void>((resolve) =>
    setTimeout(
      () => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve(), { timeout: PREFETCH_AFTER_MS }) : resolve()),
      PREFETCH_AFTER_MS,
    ),
  );

/** The page each signed-in path shows (web/app/signed-in-pages.ts). */
type SignedInPages = Record<SignedInPath, LazyPage>;

/**
 * Everything under the header bar; stays mounted while moving between its routes. The router hands
 * it the pages, since the list of pages also names this shell to load it (no import cycle).
 */
export function SignedInApp({ pages }: { pages: SignedInPages }) {
  // Leaving the signed-in app (sign-out, or a 401 that dropped the token) forgets every cached
  // answer, so the next user on this phone never sees the previous family's data.
  // The copy kept in IndexedDB goes with it, and the answers kept for conditional reads.
  const { id, familyId } = useSignedInUser();
  useEffect(() => {
    keepPersistedCache(id);
    return () => {
      queryClient.clear();
      forgetKeptAnswers();
      void forgetPersistedCache(id);
    };
  }, [id]);
  // One clock for every page's time-dependent view (web/lib/clock.ts).
  useEffect(runClock, []);
  const options = useMemo(() => persistOptions(id, registerKeptWrites), [id]);
  const restored = useRef(false);
  useEffect(() => {
    // Not before the kept copy is restored: an early save would write an empty cache over it.
    const saveWhenHidden = () => {
      if (restored.current && document.visibilityState === "hidden") void savePersistedCacheNow(id, queryClient);
    };
    document.addEventListener("visibilitychange", saveWhenHidden);
    window.addEventListener("pagehide", saveWhenHidden);
    return () => {
      document.removeEventListener("visibilitychange", saveWhenHidden);
      window.removeEventListener("pagehide", saveWhenHidden);
    };
  }, [id]);
  return (
    // The kept answers draw at once. Once restored, the changes kept unsent go first, then every
    // shown list asks the server again (so a list answered before a replayed change lands does not
    // hide it for a moment; offline, the lists wait for the connection anyway), and then the pages
    // not shown read theirs, kept for a start with no connection (its own chunk: after first paint).
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={options}
      onSuccess={() => {
        restored.current = true;
        void resumeQueuedWrites(queryClient)
          .then(() => queryClient.invalidateQueries())
          .then(whenSettled)
          .then(() => import("./prefetch-every-page"))
          .then(({ prefetchEveryPage }) => prefetchEveryPage(queryClient, familyId))
          .catch(() => undefined); // its chunk not loaded: the pages read their own when opened
      }}
    >
      <Shell pages={pages} />
    </PersistQueryClientProvider>
  );
}

function Shell({ pages }: { pages: SignedInPages }) {
  const user = useSignedInUser();
  useZoneOffsetsOf(user);
  useLiveChannel(user.familyId);
  usePushRefresh();

  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-lg bg-white p-3 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900">
        {fo.common.skipToContent}
      </a>
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-3xl px-4 pt-[calc(7.5rem+env(safe-area-inset-top))] pb-[calc(6rem+env(safe-area-inset-bottom))] sm:pb-[calc(2rem+env(safe-area-inset-bottom))] outline-none sm:pt-[calc(5rem+env(safe-area-inset-top))]"
      >
        <OfflineBanner />
        <Suspense fallback={<Spinner />}>
          <Switch>
            {SIGNED_IN_PATHS.map((path) => (
              <Route key={path} path={path}>
                {path === ADMIN_PATH ? <AdminOnly page={pages[path]} /> : <Page page={pages[path]} />}
              </Route>
            ))}
          </Switch>
        </Suspense>
      </main>
      <BottomNav />
    </>
  );
}

function Page({ page: Shown }: { page: LazyPage }) {
  return <Shown />;
}

/** The panel, for administrators: anyone else is sent home without its code loading (the server refuses them anyway). */
function AdminOnly({ page: AdminPage }: { page: LazyPage }) {
  const user = useSignedInUser();
  if (!user.isAdmin) return <Redirect to="/" replace />;
  return <AdminPage />;
}
