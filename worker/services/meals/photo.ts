import { and, eq, exists } from "drizzle-orm";
import { photos } from "@worker/db/schema";
import type { Db } from "@worker/env";

/** A dinner's picture is a photo of the family's album (docs/features/photos.md); these hold a write to that. */

const ofFamily = (db: Db, familyId: string, photoId: string) =>
  db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.familyId, familyId)));

/** SQL true when the family has this photo: the guard of a write that sets it. */
export const familyPhoto = (db: Db, familyId: string, photoId: string) => exists(ofFamily(db, familyId, photoId));

/** The photo's row when it is the family's, for the write's batch to tell a refused picture (none given: no row). */
export const photoOfFamily = (db: Db, familyId: string, photoId: string | null) => ofFamily(db, familyId, photoId ?? "");
