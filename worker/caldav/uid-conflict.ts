import { davError } from "./errors";
import { resourceHref } from "./paths";
import { dav, escapeXml, NS, tag } from "./xml";

/** RFC 4791 5.3.2.1's 409 `CALDAV:no-uid-conflict`, naming the resource that holds the UID, with the kind's Faroese text. */
export const uidConflict = (message: string, familyId: string, slug: string, name: string) =>
  davError(409, message, tag(NS.caldav, "no-uid-conflict", dav("href", escapeXml(resourceHref(familyId, slug, name)))));
