import { apiMessages as m } from "@contract/messages";
import { isBeforeFamilyToday } from "@contract/schemas/meals";
import { HttpError } from "@worker/lib/http-error";

/** A meal's refusals that the schema cannot decide alone, each naming its field. */

/** A picture that is not a photo of the family's album: the body's fault (400). */
export const photoRefused = () => new HttpError("invalid_body", m.mealPhotoUnknown, [{ path: "photoId", message: m.mealPhotoUnknown }]);

/** Refuses a dinner on a day before the family's today; an earlier hour of today is fine (dinner can be planned late). */
export function refusePassedDay(scheduledDate: string, timeZone: string, now: number): void {
  if (isBeforeFamilyToday(scheduledDate, timeZone, now)) {
    throw new HttpError("invalid_body", m.mealDayPassed, [{ path: "scheduledDate", message: m.mealDayPassed }]);
  }
}
