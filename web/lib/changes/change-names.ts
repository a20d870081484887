/**
 * Every change by its name, `<feature>/<file>` (its file `web/features/<feature>/changes/<file>.ts`),
 * with its declaration's type. Each change file adds its own line to this interface:
 *
 * ```ts
 * declare module "@web/lib/changes/change-names" {
 *   interface ChangeDeclarations { "shopping/toggle-item": typeof toggleItem }
 * }
 * ```
 *
 * so a screen names a change by a checked string and gets its variables' and answer's types
 * without importing its code (which loads on use). test/unit/change-table.test.ts holds each
 * file's line to its path.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the change files' declaration merging.
export interface ChangeDeclarations {}

export type ChangeName = keyof ChangeDeclarations & string;
