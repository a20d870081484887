import { describe, expect, it } from "vitest";
import { type Custody, custodyDays, exchangeDays, homeAt, homeOn, morningHome, nextChange, swapExceptions, swapStatus } from "@contract/custody";
import type { CustodyException, CustodyPattern, CustodySwap } from "@contract/schemas/two-homes";
import { CUSTODY_TEMPLATES, type CustodyTemplate } from "@contract/two-homes-limits";
import { clockOfDate, instantOf } from "@contract/time/wall-clock";

const A = "family-a";
const B = "family-b";
const FAROE = "Atlantic/Faroe";

/** A link whose pattern starts at A; the homes are passed other-first, as either order must do. */
function custodyOf(template: CustodyTemplate, startDate: string, exceptions: CustodyException[] = [], exchangeTime = "17:00"): Custody {
  const pattern: CustodyPattern = { template, startDate, exchangeTime, firstHome: A };
  return { pattern, exceptions, homes: [B, A] };
}

/** The night homes of a range as letters, a space between weeks as the expectations are written. */
function letters(custody: Custody, from: string, to: string): string {
  const homes = custodyDays(custody, from, to).map(({ home }) => (home === A ? "A" : "B"));
  return homes.map((letter, day) => (day > 0 && day % 7 === 0 ? ` ${letter}` : letter)).join("");
}

const exception = (id: string, from: string, to: string, home: string): CustodyException => ({ id, from, to, home, reason: null, swapId: null });

/** An instant named by the family's clock. */
const local = (date: string, hour: number, minute: number) => instantOf({ ...clockOfDate(date), hour, minute }, FAROE);

describe("the night homes of each custody template (docs/features/two-homes-pattern.md)", () => {
  // Eight weeks from Monday 2027-03-01 (every-other-weekend from Friday 2027-03-05), written from the stretches.
  const eightWeeks: [CustodyTemplate, string, string, string][] = [
    ["7-7", "2027-03-01", "2027-04-25", "AAAAAAA BBBBBBB AAAAAAA BBBBBBB AAAAAAA BBBBBBB AAAAAAA BBBBBBB"],
    ["2-2-3", "2027-03-01", "2027-04-25", "AABBAAA BBAABBB AABBAAA BBAABBB AABBAAA BBAABBB AABBAAA BBAABBB"],
    ["2-2-5-5", "2027-03-01", "2027-04-25", "AABBAAA AABBBBB AABBAAA AABBBBB AABBAAA AABBBBB AABBAAA AABBBBB"],
    ["5-2-2-5", "2027-03-01", "2027-04-25", "AAAAABB AABBBBB AAAAABB AABBBBB AAAAABB AABBBBB AAAAABB AABBBBB"],
    ["3-4-4-3", "2027-03-01", "2027-04-25", "AAABBBB AAAABBB AAABBBB AAAABBB AAABBBB AAAABBB AAABBBB AAAABBB"],
    ["every-other-weekend", "2027-03-05", "2027-04-29", "AABBBBB BBBBBBB AABBBBB BBBBBBB AABBBBB BBBBBBB AABBBBB BBBBBBB"],
  ];

  it.each(eightWeeks)("%s alternates its stretches from the first home on the start date, cycle after cycle", (template, start, end, expected) => {
    expect(letters(custodyOf(template, start), start, end)).toBe(expected);
  });

  it("lists every template, and each has an even number of stretches so every cycle starts again at the first home", () => {
    expect(eightWeeks.map(([template]) => template).sort()).toEqual(Object.keys(CUSTODY_TEMPLATES).sort());
    for (const stretches of Object.values(CUSTODY_TEMPLATES)) expect(stretches.length % 2).toBe(0);
  });

  it("runs the cycle backward before the start date, so a month before the pattern began has a band", () => {
    expect(letters(custodyOf("2-2-3", "2027-03-01"), "2027-02-15", "2027-02-28")).toBe("AABBAAA BBAABBB");
    expect(letters(custodyOf("every-other-weekend", "2027-03-05"), "2027-02-19", "2027-03-04")).toBe("AABBBBB BBBBBBB");
    // 703 days before the start is day 11 of a 14-night cycle: B B B, and 700 days before is a cycle's start.
    expect(letters(custodyOf("2-2-3", "2027-03-01"), "2025-03-28", "2025-03-31")).toBe("BBBA");
  });

  it("answers no days for a range that ends before it begins", () => {
    expect(custodyDays(custodyOf("7-7", "2027-03-01"), "2027-03-10", "2027-03-09")).toEqual([]);
  });

  it("finds the other home whichever order the link's two homes are given in", () => {
    const custody = custodyOf("7-7", "2027-03-01");
    expect(homeOn({ ...custody, homes: [A, B] }, "2027-03-08")).toBe(B);
    expect(homeOn({ ...custody, homes: [B, A] }, "2027-03-08")).toBe(B);
  });
});

describe("days on the family's clock across daylight-saving changes", () => {
  // Atlantic/Faroe goes to UTC+1 on 2027-03-28 and back to UTC+0 on 2027-10-31.
  const custody = custodyOf("7-7", "2027-03-22");

  it("keeps the stretches on calendar dates through both changes", () => {
    expect(letters(custody, "2027-03-22", "2027-04-04")).toBe("AAAAAAA BBBBBBB");
    expect(homeOn(custody, "2027-03-28")).toBe(A);
    expect(homeOn(custody, "2027-03-29")).toBe(B);
    // 2027-10-25 is 217 days (15 cycles and a week) after the start.
    expect(letters(custody, "2027-10-25", "2027-11-07")).toBe("BBBBBBB AAAAAAA");
  });

  it("hands the child over at the exchange time on the family's clock, before and after the spring change", () => {
    expect(homeAt(custody, local("2027-03-22", 16, 59), FAROE)).toBe(B);
    expect(homeAt(custody, local("2027-03-22", 17, 0), FAROE)).toBe(A);
    expect(local("2027-03-29", 17, 0)).toBe(Date.UTC(2027, 2, 29, 16, 0));
    expect(homeAt(custody, local("2027-03-29", 16, 59), FAROE)).toBe(A);
    expect(homeAt(custody, local("2027-03-29", 17, 0), FAROE)).toBe(B);
    // 16:30 UTC is 17:30 on the family's clock that day: past the exchange, though not on UTC's.
    expect(homeAt(custody, Date.UTC(2027, 2, 29, 16, 30), FAROE)).toBe(B);
  });

  it("hands the child over at the exchange time on the family's clock after the autumn change", () => {
    expect(local("2027-11-01", 17, 0)).toBe(Date.UTC(2027, 10, 1, 17, 0));
    expect(homeAt(custody, local("2027-11-01", 16, 59), FAROE)).toBe(B);
    expect(homeAt(custody, local("2027-11-01", 17, 0), FAROE)).toBe(A);
  });

  it("reads the exchange day on the family's clock, not UTC's, for an exchange just after midnight", () => {
    const early = custodyOf("7-7", "2027-03-22", [], "00:30");
    // 23:45 UTC on 2027-03-28 is 00:45 on the 29th in the family's summer time: past that day's exchange.
    expect(homeAt(early, Date.UTC(2027, 2, 28, 23, 15), FAROE)).toBe(A);
    expect(homeAt(early, Date.UTC(2027, 2, 28, 23, 45), FAROE)).toBe(B);
  });

  it("takes an exchange time the clocks repeat at its first instance, and does not hand the child back in the repeated hour", () => {
    const night = custodyOf("7-7", "2027-10-31", [], "01:30");
    // Local 01:30 comes twice on 2027-10-31: 00:30 UTC (summer time) and 01:30 UTC.
    expect(homeAt(night, Date.UTC(2027, 9, 31, 0, 29), FAROE)).toBe(B);
    expect(homeAt(night, Date.UTC(2027, 9, 31, 0, 30), FAROE)).toBe(A);
    expect(homeAt(night, Date.UTC(2027, 9, 31, 1, 15), FAROE)).toBe(A);
  });
});

describe("one-off days over the pattern", () => {
  it("lets an exception win over the pattern's days, and the later of two overlapping ones win", () => {
    const early = exception("e1", "2027-03-03", "2027-03-05", B);
    const late = exception("e2", "2027-03-05", "2027-03-09", A);
    expect(letters(custodyOf("7-7", "2027-03-01", [early]), "2027-03-01", "2027-03-14")).toBe("AABBBAA BBBBBBB");
    expect(letters(custodyOf("7-7", "2027-03-01", [early, late]), "2027-03-01", "2027-03-14")).toBe("AABBAAA AABBBBB");
    expect(letters(custodyOf("7-7", "2027-03-01", [late, early]), "2027-03-01", "2027-03-14")).toBe("AABBBAA AABBBBB");
  });

  it("counts an exception that began before the asked range on the days of it that are in the range", () => {
    const holiday = exception("e1", "2027-02-20", "2027-03-02", B);
    expect(letters(custodyOf("7-7", "2027-03-01", [holiday]), "2027-03-01", "2027-03-07")).toBe("BBAAAAA");
  });
});

describe("the morning home, the next change and the exchange days", () => {
  const custody = custodyOf("7-7", "2027-03-01");

  it("wakes the child on an exchange day at the home of the night before", () => {
    expect(morningHome(custody, "2027-03-08")).toBe(A);
    expect(homeOn(custody, "2027-03-08")).toBe(B);
    expect(morningHome(custody, "2027-03-01")).toBe(B);
    expect(morningHome(custody, "2027-03-09")).toBe(B);
  });

  it("finds the next day the night home changes, counting the asked day itself", () => {
    expect(nextChange(custody, "2027-03-02")).toEqual({ date: "2027-03-08", home: B });
    expect(nextChange(custody, "2027-03-08")).toEqual({ date: "2027-03-08", home: B });
    expect(nextChange(custody, "2027-03-09")).toEqual({ date: "2027-03-15", home: A });
  });

  it("answers no next change when the child stays put through the horizon", () => {
    const summer = custodyOf("7-7", "2027-03-01", [exception("e1", "2027-03-08", "2027-04-10", A)]);
    expect(nextChange(summer, "2027-03-02")).toBeNull();
    expect(nextChange(summer, "2027-03-02", 60)).toEqual({ date: "2027-04-11", home: B });
  });

  it("lists the exchange days of a range with the home the child goes to, the first day included when it changes", () => {
    expect(exchangeDays(custodyOf("2-2-3", "2027-03-01"), "2027-03-01", "2027-03-14")).toEqual([
      { date: "2027-03-01", home: A },
      { date: "2027-03-03", home: B },
      { date: "2027-03-05", home: A },
      { date: "2027-03-08", home: B },
      { date: "2027-03-10", home: A },
      { date: "2027-03-12", home: B },
    ]);
  });
});

describe("swaps", () => {
  const swap: CustodySwap = {
    id: "swap-1",
    linkId: "link-1",
    proposedBy: A,
    from: "2027-03-08",
    to: "2027-03-10",
    home: A,
    back: { from: "2027-03-15", to: "2027-03-16" },
    reason: "Brúdleyp",
    respondBy: "2027-03-05",
    status: "proposed",
    decidedAt: null,
    createdAt: "2027-03-01T10:00:00Z",
  };

  it("reads an unanswered swap as expired from the day after its respond-by day, and an answered one as stored", () => {
    expect(swapStatus(swap, "2027-03-04")).toBe("proposed");
    expect(swapStatus(swap, "2027-03-05")).toBe("proposed");
    expect(swapStatus(swap, "2027-03-06")).toBe("expired");
    expect(swapStatus({ ...swap, status: "accepted" }, "2027-03-06")).toBe("accepted");
    expect(swapStatus({ ...swap, status: "refused" }, "2027-03-06")).toBe("refused");
    expect(swapStatus({ ...swap, status: "withdrawn" }, "2027-03-06")).toBe("withdrawn");
  });

  it("turns an accepted swap into its stretch at its home and the days back at the other home, with ids from the swap's", () => {
    expect(swapExceptions(swap, [A, B])).toEqual([
      { id: "swap-1", from: "2027-03-08", to: "2027-03-10", home: A, reason: "Brúdleyp", swapId: "swap-1" },
      { id: "swap-1:back", from: "2027-03-15", to: "2027-03-16", home: B, reason: "Brúdleyp", swapId: "swap-1" },
    ]);
    expect(swapExceptions({ ...swap, back: null }, [B, A])).toEqual([
      { id: "swap-1", from: "2027-03-08", to: "2027-03-10", home: A, reason: "Brúdleyp", swapId: "swap-1" },
    ]);
  });

  it("moves the child's nights as the swap says once its days are one-off days", () => {
    const swapped = custodyOf("7-7", "2027-03-01", swapExceptions(swap, [A, B]));
    expect(letters(swapped, "2027-03-01", "2027-03-21")).toBe("AAAAAAA AAABBBB BBAAAAA");
  });
});
