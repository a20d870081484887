import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { ToastInput } from "@web/components/ui/toast/toast-store";
import type { ApiError } from "../api-client";

/**
 * One client change, declared once in its own file, `web/features/<feature>/changes/<change>.ts`
 * (docs/adding-a-feature.md "A change"). Everything else is derived from the files: the table the
 * screens run a change from by its name, loaded on first use (`useChange`, use-change.ts), the
 * offline queue's replay after a reload (change-table.ts), and the chunk the change ships in (one
 * per feature, scripts/vite/chunks.ts). The declaration is plain data and functions: it closes over
 * nothing of a screen, so a change made on screen and one replayed after a reload run the same code.
 */

/** A write as the route declares it: its method, path and body (typed by the route's contract schema). */
export interface ChangeCall<TAnswer> {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: object;
  /** Never set: carries the answer's type from `post<T>()` and its kin to the declaration. */
  readonly answer?: TAnswer;
}

const callOf =
  (method: ChangeCall<unknown>["method"]) =>
  <TAnswer = void>(path: string, body?: object): ChangeCall<TAnswer> =>
    body === undefined ? { method, path } : { method, path, body };

export const post = callOf("POST");
export const put = callOf("PUT");
export const patch = callOf("PATCH");
export const del = callOf("DELETE");

/** `encodeURIComponent` for the ids in a change's path. */
export const segment = (id: string) => encodeURIComponent(id);

type ToastText = Omit<ToastInput, "variant">;

/** What a change that makes more than one call (`send`) is handed: the cache, and the call that records its notices. */
export interface SendContext {
  client: QueryClient;
  call: <TAnswer>(request: ChangeCall<TAnswer>) => Promise<TAnswer>;
}

/** Shows the change in one cached query at once; put back as it was if the server refuses. */
export interface OptimisticUpdate<TVariables, TCache> {
  /** Of the variables, which carry the family: the declaration is shared by every screen and by the offline queue. */
  queryKey: (variables: TVariables) => QueryKey;
  /** Not called while nothing is cached: the refetch after the change fills the cache. */
  apply: (current: TCache, variables: TVariables) => TCache;
}

interface ChangeReactions<TVariables, TData, TCache> {
  /** May wait for the connection in the offline queue (web/lib/write-queue.ts) and be kept across a reload. */
  offline?: boolean;
  optimistic?: OptimisticUpdate<TVariables, TCache>;
  /**
   * Another cached answer the change edits at once (`editCached`), e.g. a meal's items on the shopping
   * list. Not rolled back: the refetch once the change settles, success or not, brings the server's.
   */
  alsoEdits?: (queryClient: QueryClient, variables: TVariables) => Promise<void>;
  /** Shown as a destructive toast when the change fails; null where the screen shows the failure itself. */
  errorToast: ToastText | ((error: Error) => ToastText) | null;
  successToast?: ToastText | ((data: TData) => ToastText);
  /** After the change succeeded, before the success toast: e.g. put the server's answer into the cache. */
  onSuccess?: (data: TData, variables: TVariables, queryClient: QueryClient) => void;
  /**
   * Refetched once the change settles, success or not, besides the optimistic update's query.
   * Default: the refresh rule's rows for the notices the server says the change set off (`X-Live-Notices`).
   */
  invalidates?: readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[]);
  /**
   * A 404 means the thing was deleted elsewhere (a queued change replayed late): no toast and no
   * rollback, the refetch shows it gone. A function tells such a 404 from one that refuses the
   * change for another reason (a task's assignee removed meanwhile). Default: true for an offline change.
   */
  quietWhenGone?: boolean | ((error: ApiError) => boolean);
}

/** One call, the usual case. */
interface OneCall<TVariables, TData> {
  request: (variables: TVariables) => ChangeCall<TData>;
  send?: never;
}

/** Several calls, or work of the browser's (a push subscription): every call goes through `call`, so its notices are heard. */
interface ManyCalls<TVariables, TData> {
  send: (variables: TVariables, context: SendContext) => Promise<TData>;
  request?: never;
}

export type ChangeDeclaration<TVariables, TData, TCache = never> = ChangeReactions<TVariables, TData, TCache> &
  (OneCall<TVariables, TData> | ManyCalls<TVariables, TData>);

/** Declares a change; the identity, for the types' sake. */
export const defineChange = <TVariables = void, TData = void, TCache = never>(declaration: ChangeDeclaration<TVariables, TData, TCache>) => declaration;

/** A change file's module: its declaration is its default export. */
export interface ChangeModule {
  default: ChangeDeclaration<never, unknown, unknown>;
}

/** The variables and answer of a declaration's type. */
export type VariablesOf<TDeclaration> = TDeclaration extends ChangeDeclaration<infer TVariables, infer _TData, infer _TCache> ? TVariables : never;
export type DataOf<TDeclaration> = TDeclaration extends ChangeDeclaration<infer _TVariables, infer TData, infer _TCache> ? TData : never;
