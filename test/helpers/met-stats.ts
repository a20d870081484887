/** What the fake MET server (met-server-setup.ts) saw of one test's base path. */
export interface MetStats {
  requests: number;
  notModified: number;
  userAgents: string[];
  ifModifiedSince: (string | null)[];
  places: string[];
}

/** The fake server's Last-Modified: an If-Modified-Since of it answers 304. */
export const LAST_MODIFIED = "Thu, 03 Dec 2026 11:42:17 GMT";
