/**
 * A guarded CalDAV write (services/caldav/state.ts) found its row changed or gone since it was read:
 * CalDAV answers 412 and nothing was written. A module of its own, free of the runtime's types, so
 * the CalDAV error mapping (worker/caldav/errors.ts) stays loadable in the unit tests.
 */
export class StaleDavState extends Error {
  constructor() {
    super("The resource has changed since it was read");
  }
}
