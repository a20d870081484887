/** A paged list's path for the page after `before` (the previous page's `nextBefore`), or its first page. */
export const pagedPath = (path: string, before: string | null) => (before ? `${path}?before=${encodeURIComponent(before)}` : path);
