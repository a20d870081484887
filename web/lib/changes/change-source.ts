import type { ChangeModule } from "./define-change";

export type ChangeLoader = () => Promise<ChangeModule>;
export type ChangeFiles = Record<string, ChangeLoader>;

/**
 * Where the app's change files come from: the app's entry installs its glob (web/app/changes.ts), or
 * a loader of it. Apart from the table (change-table.ts), which loads with the first change: the
 * signed-in start carries only this (docs/bench.md).
 */
let installed: { files: ChangeFiles | (() => Promise<ChangeFiles>) } = { files: {} };

/** The app's changes: called once by the app's entry with its change files, or a loader of them. */
export function installChanges(files: ChangeFiles | (() => Promise<ChangeFiles>)): void {
  installed = { files };
}

/** The installed source; a new object on each install, so the table knows to start again. */
export const changeSource = () => installed;
