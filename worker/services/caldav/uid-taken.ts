/**
 * A phone's event write lost the race for its UID: another event of the family stored the same
 * `dav_uid` first, and the unique index refused this one (nothing was written). The calendar kind
 * answers RFC 4791's 409 `no-uid-conflict` naming the winner (worker/caldav/event-uid.ts).
 */
export class DavUidTaken extends Error {
  constructor() {
    super("Another event of the family has this UID");
  }
}
