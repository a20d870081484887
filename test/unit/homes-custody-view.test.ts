import { describe, expect, it } from "vitest";
import type { CustodyPattern, HomeLink } from "@contract/schemas/two-homes";
import { clockOfDate, instantOf } from "@contract/time/wall-clock";
import {
  custodyOf,
  dayAfter,
  homeNow,
  previewablePattern,
  previewDays,
  shortDate,
  shownTime,
  swapActions,
  weekdayOfDate,
} from "@web/features/homes/lib/custody-view";
import { unlinkedChildren } from "@web/features/homes/lib/unlinked-children";
import { pushMessages, serverTexts } from "@contract/messages";
import { foCalendarViews } from "@web/i18n/fo/calendar-views";
import { foHomes } from "@web/i18n/fo/homes";

const OURS = "family-a";
const THEIRS = "family-b";
const FAROE = "Atlantic/Faroe";
const link: Pick<HomeLink, "otherFamily" | "exceptions"> = { otherFamily: { id: THEIRS, name: "Hansen" }, exceptions: [] };
const pattern = (template: CustodyPattern["template"], firstHome = OURS): CustodyPattern => ({
  template,
  startDate: "2027-03-01",
  exchangeTime: "17:00",
  firstHome,
});
const local = (date: string, hour: number, minute = 0) => instantOf({ ...clockOfDate(date), hour, minute }, FAROE);
const letters = (days: { ours: boolean }[]) => days.map((day) => (day.ours ? "O" : "T")).join("");

describe("the homes page's view of a link (web/features/homes/lib/custody-view.ts)", () => {
  it("names no custody without a pattern, and the caller's and the other family's ids as the homes", () => {
    expect(custodyOf(link, OURS, null)).toBeNull();
    expect(custodyOf(link, OURS, pattern("7-7"))?.homes).toEqual([OURS, THEIRS]);
  });

  it("previews 14 nights of the form's pattern as ours or theirs, whichever home starts", () => {
    const custody = custodyOf(link, OURS, pattern("2-2-3"));
    if (!custody) throw new Error("no custody");
    const days = previewDays(custody, OURS, "2027-03-01");
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe("2027-03-01");
    expect(days[13]?.date).toBe("2027-03-14");
    expect(letters(days)).toBe("OOTTOOOTTOOTTT");
    const theirsFirst = custodyOf(link, OURS, pattern("2-2-3", THEIRS));
    if (!theirsFirst) throw new Error("no custody");
    expect(letters(previewDays(theirsFirst, OURS, "2027-03-01"))).toBe("TTOOTTTOOTTOOO");
  });

  it("paints one-off days over the preview", () => {
    const custody = custodyOf(
      { ...link, exceptions: [{ id: "x", from: "2027-03-03", to: "2027-03-04", home: OURS, reason: null, swapId: null }] },
      OURS,
      pattern("2-2-3"),
    );
    if (!custody) throw new Error("no custody");
    expect(letters(previewDays(custody, OURS, "2027-03-01", 7))).toBe("OOOOOOO");
  });

  it("previews only a form with a real date and a HH:MM time", () => {
    expect(previewablePattern(pattern("7-7"))).not.toBeNull();
    expect(previewablePattern({ ...pattern("7-7"), startDate: "" })).toBeNull();
    expect(previewablePattern({ ...pattern("7-7"), exchangeTime: "25:00" })).toBeNull();
  });

  it("says tonight's home and the next move still ahead: today's exchange until it happens, then the next", () => {
    const custody = custodyOf(link, OURS, pattern("7-7"));
    if (!custody) throw new Error("no custody");
    // Monday 8 March is an exchange day: the child goes to the other home at 17:00.
    expect(homeNow(custody, OURS, local("2027-03-07", 12), FAROE)).toEqual({ tonightOurs: true, next: { date: "2027-03-08", toUs: false, when: "tomorrow" } });
    expect(homeNow(custody, OURS, local("2027-03-08", 9), FAROE)).toEqual({ tonightOurs: false, next: { date: "2027-03-08", toUs: false, when: "today" } });
    expect(homeNow(custody, OURS, local("2027-03-08", 18), FAROE)).toEqual({ tonightOurs: false, next: { date: "2027-03-15", toUs: true, when: "later" } });
  });

  it("offers the other home the answer to an open swap and the proposer its withdrawal, neither once it is closed or expired", () => {
    const swap = { status: "proposed" as const, respondBy: "2027-03-05", proposedBy: THEIRS };
    expect(swapActions(swap, OURS, "2027-03-05")).toEqual({ status: "proposed", answer: true, withdraw: false });
    expect(swapActions(swap, THEIRS, "2027-03-05")).toEqual({ status: "proposed", answer: false, withdraw: true });
    expect(swapActions(swap, OURS, "2027-03-06")).toEqual({ status: "expired", answer: false, withdraw: false });
    expect(swapActions({ ...swap, status: "accepted" }, THEIRS, "2027-03-01")).toEqual({ status: "accepted", answer: false, withdraw: false });
  });

  it("writes dates and times the product's way", () => {
    expect(dayAfter("2027-03-31", 1)).toBe("2027-04-01");
    expect(dayAfter("2027-03-01", -1)).toBe("2027-02-28");
    expect(weekdayOfDate("2027-03-01")).toBe(1);
    expect(shortDate("2027-03-01")).toBe("01.03");
    expect(shownTime("17:00")).toBe("17.00");
  });

  it("offers as the child only members without an account and without a link", () => {
    const member = (id: string, hasAccount: boolean) => ({ id, name: id, role: "Barn", hasAccount, birthday: null });
    const members = [member("mum", true), member("oli", false), member("anna", false)];
    expect(unlinkedChildren(members, [{ memberId: "anna" }]).map((child) => child.id)).toEqual(["oli"]);
    expect(unlinkedChildren(members, [])).toHaveLength(2);
  });

  it("says a family under its sign-up name by its owner's name after a preposition, and a name of its own as it is", () => {
    const signedUp = serverTexts.familyName("jogvan");
    expect(foHomes.theirs(signedUp)).toBe("hjá jogvan");
    expect(foHomes.homeTheirs(signedUp)).toBe("Hjá jogvan");
    expect(foHomes.moves("Óli", false, signedUp)).toBe("fer Óli til jogvan");
    expect(foCalendarViews.atOther(signedUp)).toBe("hjá jogvan");
    expect(foCalendarViews.fromOtherHome(signedUp)).toBe("Frá jogvan");
    expect(pushMessages.homeLeavesTitle("Óli", signedUp)).toBe("Í morgin fer Óli til jogvan");
    expect(foHomes.linkWith(signedUp)).toBe("Hitt heimið: Familjan hjá jogvan");
    expect(foHomes.theirs("Hansen")).toBe("hjá Hansen");
  });
});
