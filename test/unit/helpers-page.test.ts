import { describe, expect, it } from "vitest";
import { helperMessages as h } from "@contract/helper-messages";
import { HELPER_LINKS_PER_FAMILY } from "@contract/helper-limits";
import type { FamilyMember } from "@contract/schemas/families";
import { clockOfDate, instantOf } from "@contract/time/wall-clock";
import { cardError, linkError } from "@web/features/helpers/lib/field-errors";
import { childrenText, endText, lastUsedText, powersText } from "@web/features/helpers/lib/link-view";
import { childrenOf } from "@web/features/helpers/lib/people";
import { ApiError } from "@web/lib/api-client";

/** The helpers' page's own rules (docs/features/helpers.md "The parents' page"). */
const FAROE = "Atlantic/Faroe";
const member = (id: string, name: string, hasAccount = false): FamilyMember => ({ id, name, role: "Familiemedlem", hasAccount, birthday: null });
const members = [member("mum", "Mamma", true), member("oli", "Óli"), member("anna", "Anna"), member("amma", "Amma")];
const local = (date: string, hour: number) => instantOf({ ...clockOfDate(date), hour, minute: 0 }, FAROE);
const refused = (message: string) => new ApiError(400, "invalid_body", message, message);

describe("the helpers' page", () => {
  it("counts as children the members without an account whom no link names as its helper", () => {
    expect(childrenOf(members, []).map((m) => m.name)).toEqual(["Óli", "Anna", "Amma"]);
    expect(childrenOf(members, [{ memberId: "amma" }]).map((m) => m.name)).toEqual(["Óli", "Anna"]);
  });

  it("says a link's powers in their own order, its children by name, and its end as its last day", () => {
    expect(powersText(["dinner", "calendar", "cards"])).toBe("kalendarin, kort hjá børnunum og døgurði í kvøld");
    expect(powersText(["shopping"])).toBe("innkeypslistin");
    expect(childrenText(null, members)).toBe("Øll børnini");
    expect(childrenText(["anna", "oli"], members)).toBe("Bert Anna, Óli");
    const now = local("2026-12-03", 12);
    // Ends at the start of 1 January on the family's clock: its last day is 31 December.
    expect(endText(new Date(local("2027-01-01", 0)).toISOString(), now, FAROE)).toBe("Til 31. desember");
    expect(endText(new Date(local("2028-01-01", 0)).toISOString(), now, FAROE)).toBe("Til 31. desember 2027");
    expect(endText(null, now, FAROE)).toBe("Til tú tekur hana aftur");
    expect(endText(new Date(now - 1).toISOString(), now, FAROE)).toBe("Endað");
    expect(lastUsedText(null, FAROE)).toBe("Ikki brúkt enn");
    expect(lastUsedText(new Date(local("2026-12-02", 18)).toISOString(), FAROE)).toBe("Seinast brúkt 02.12.2026 18.00");
  });

  it("shows the server's refusal of a new link on its field, and anything else on the form", () => {
    expect(linkError(null, "x")).toBeNull();
    expect(linkError(refused(h.nameOrMember), "x")).toEqual({ field: "who", message: h.nameOrMember });
    expect(linkError(refused(h.noPowers), "x")).toEqual({ field: "powers", message: h.noPowers });
    expect(linkError(refused(h.childInvalid), "x")?.field).toBe("children");
    expect(linkError(refused(h.endInvalid), "x")?.field).toBe("end");
    expect(linkError(refused(h.tooManyLinks(HELPER_LINKS_PER_FAMILY)), "x")?.field).toBe("form");
    expect(linkError(new TypeError("Failed to fetch"), "Eydnaðist ikki")).toEqual({ field: "form", message: "Eydnaðist ikki" });
    expect(cardError(refused(h.phoneInvalid), "x")?.field).toBe("contacts");
    expect(cardError(refused(h.bedtimeInvalid), "x")?.field).toBe("bedtime");
    expect(cardError(refused(h.cardTooLong(500)), "x")).toEqual({ field: "form", message: h.cardTooLong(500) });
  });
});
