/** The signed-in routes; everything under the header bar. */
export const SIGNED_IN_PATHS = ["/", "/shopping", "/calendar", "/reminders", "/family", "/dinner", "/help", "/support", "/notifications", "/admin"] as const;

export type SignedInPath = (typeof SIGNED_IN_PATHS)[number];

export function isSignedInPath(path: string): path is SignedInPath {
  return (SIGNED_IN_PATHS as readonly string[]).includes(path);
}
