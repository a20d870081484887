/**
 * The app-password answers (docs/api.md, "CalDAV app passwords"). Until the contract's schemas
 * (`contract/schemas/caldav.ts`) are merged, their shapes are written out here; the calls import
 * them from this file only, so switching to the contract's inferred types is this file alone.
 */
export interface AppPassword {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer to creating one: the only time the secret is sent. */
export interface CreatedAppPassword {
  id: string;
  name: string;
  password: string;
  createdAt: string;
}

/** The longest device name the server takes. */
export const APP_PASSWORD_NAME_MAX = 60;
