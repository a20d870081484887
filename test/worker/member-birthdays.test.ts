import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import type { FamilyMember } from "@contract/schemas/families";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { call, errorBody, json } from "@test/helpers/api";
import { eventOf } from "@test/helpers/events";
import { createUser, type TestUser, twoFamilies } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";

/** Members' birthdays (docs/features/birthdays.md): set and forgotten, validated, scoped, and counted down on the wall. */

const FAROE = "Atlantic/Faroe";
const familyToday = () => familyDate(Date.now(), FAROE);
const dayFromToday = (days: number) => dateText(addToClock(clockOfDate(familyToday()), "days", days));
/** The date `days` from today `years` years back: a birthday that comes in `days` days. */
const bornAgo = (years: number, days: number) => dateText(addToClock(clockOfDate(dayFromToday(days)), "years", -years));

const putBirthday = (user: TestUser, memberId: string, birthday: unknown) =>
  call("PUT", `/api/family-members/${memberId}/birthday`, { token: user.token, body: { birthday } });
const membersOf = (user: TestUser) => ok<FamilyMember[]>(call("GET", `/api/families/${user.familyId}/members`, { token: user.token }), 200);
const addMember = (user: TestUser, name: string) => ok<FamilyMember>(call("POST", "/api/family-members", { token: user.token, body: { name } }), 201);
const countdownsOf = async (token: string) => (await ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200)).countdowns;

describe("a member's birthday", () => {
  it("is set, answered in the members read, and forgotten with null", async () => {
    const parent = await createUser();
    const child = await addMember(parent, "Óli");
    expect(child.birthday).toBeNull();
    const set = await ok<FamilyMember>(putBirthday(parent, child.id, "2017-03-14"), 200);
    expect(set).toEqual({ ...child, birthday: "2017-03-14" });
    expect((await membersOf(parent)).find((member) => member.id === child.id)?.birthday).toBe("2017-03-14");
    await ok<FamilyMember>(putBirthday(parent, child.id, null), 200);
    expect((await membersOf(parent)).find((member) => member.id === child.id)?.birthday).toBeNull();
  });

  it("refuses a date that does not exist, one before 1900, one in the future and anything not a date, and keeps the birthday it had", async () => {
    const parent = await createUser();
    await ok<FamilyMember>(putBirthday(parent, parent.memberId, "1985-06-01"), 200);
    for (const [birthday, message] of [
      ["2019-02-29", m.birthdayInvalid],
      ["2019-13-01", m.birthdayInvalid],
      ["14.03.2017", m.birthdayInvalid],
      ["1899-12-31", m.birthdayInvalid],
      [20170314, m.birthdayInvalid],
      [dayFromToday(3), m.birthdayInFuture],
    ] as const) {
      const refused = await putBirthday(parent, parent.memberId, birthday);
      expect(refused.status, String(birthday)).toBe(400);
      expect((await errorBody(refused)).message).toBe(message);
    }
    expect((await call("PUT", `/api/family-members/${parent.memberId}/birthday`, { token: parent.token, body: {} })).status).toBe(400);
    expect((await membersOf(parent)).find((member) => member.id === parent.memberId)?.birthday).toBe("1985-06-01");
  });

  it("is 404 for another family's member, in another family database, whose birthday stays as it was", async () => {
    const { alice: parent, mallory: stranger } = await twoFamilies();
    await ok<FamilyMember>(putBirthday(stranger, stranger.memberId, "1990-01-02"), 200);
    const refused = await putBirthday(parent, stranger.memberId, "2000-01-01");
    expect(refused.status).toBe(404);
    expect((await membersOf(stranger))[0]?.birthday).toBe("1990-01-02");
  });

  it("counts down on the wall with the age turned, a day's birthday before its events, and another family's never", async () => {
    const { alice: parent, mallory: stranger } = await twoFamilies();
    const { token } = await pairScreen(parent);
    const child = await addMember(parent, "Óli");
    const grandad = await addMember(parent, "Abbi");
    await ok(putBirthday(parent, child.id, bornAgo(9, 5)), 200);
    await ok(putBirthday(parent, grandad.id, bornAgo(70, 0)), 200);
    await ok(putBirthday(stranger, stranger.memberId, bornAgo(40, 1)), 200);
    const noon = `${familyToday()}T12:00:00.000Z`;
    const party = await eventOf(parent, { title: "Veitsla", startTime: noon, endTime: noon.replace("T12", "T13"), countdown: true });
    expect(await countdownsOf(token)).toEqual([
      { kind: "birthday", memberId: grandad.id, name: "Abbi", age: 70, date: familyToday(), days: 0 },
      { kind: "event", eventId: party.id, title: "Veitsla", date: familyToday(), days: 0 },
      { kind: "birthday", memberId: child.id, name: "Óli", age: 9, date: dayFromToday(5), days: 5 },
    ]);
  });

  it("is refused for a caller without a session and answered to the phone that set it", async () => {
    const parent = await createUser();
    expect((await call("PUT", `/api/family-members/${parent.memberId}/birthday`, { body: { birthday: "2000-01-01" } })).status).toBe(401);
    const answer = await json<FamilyMember>(await putBirthday(parent, parent.memberId, "2000-01-01"));
    expect(answer.birthday).toBe("2000-01-01");
  });
});
