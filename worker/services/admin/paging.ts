import { ADMIN_PAGE } from "@contract/limits";
import { pageOf } from "@contract/paging";

/** A page read asks for one row more than a page: that row only says whether a next page exists. */
export const ADMIN_PAGE_READ = ADMIN_PAGE + 1;

/** A page of an admin list out of a read of ADMIN_PAGE_READ rows, and the next page's cursor (its last row's `<at>|id`, `at` its time in the list's order). */
export const adminPageAt = <T extends { id: string }>(rows: T[], at: (row: T) => string) => pageOf(rows, ADMIN_PAGE, (row) => ({ at: at(row), id: row.id }));

/** The same for a list in `createdAt` order. */
export const adminPageOf = <T extends { createdAt: string; id: string }>(rows: T[]) => adminPageAt(rows, (row) => row.createdAt);
