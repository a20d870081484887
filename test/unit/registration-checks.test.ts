import { describe, expect, it } from "vitest";
import { apiMessages } from "@contract/messages";
import { checkRegistration, needsNewChallenge, registrationFailureText, type RegistrationCheckInput } from "@web/features/auth/lib/registration-checks";
import { checkNewPassword } from "@web/features/auth/lib/new-password-checks";

const ok: RegistrationCheckInput = { honeypot: "", answer: "7", a: 3, b: 4, loadedAt: 0, now: 10_000, human: true };

describe("registration checks", () => {
  it("passes a human who answered right after a while", () => {
    expect(checkRegistration(ok)).toBeNull();
  });

  it("checks in order: honeypot, answer, time, human box", () => {
    const all = { honeypot: "x", answer: "8", now: 1_000, human: false };
    expect(checkRegistration({ ...ok, ...all })).toBe("honeypot");
    expect(checkRegistration({ ...ok, ...all, honeypot: "" })).toBe("wrongAnswer");
    expect(checkRegistration({ ...ok, ...all, honeypot: "", answer: "7" })).toBe("tooFast");
    expect(checkRegistration({ ...ok, human: false })).toBe("notHuman");
  });

  it("accepts exactly 5 seconds and exactly 30 minutes, not a moment outside", () => {
    expect(checkRegistration({ ...ok, now: 5_000 })).toBeNull();
    expect(checkRegistration({ ...ok, now: 4_999 })).toBe("tooFast");
    expect(checkRegistration({ ...ok, now: 30 * 60_000 })).toBeNull();
    expect(checkRegistration({ ...ok, now: 30 * 60_000 + 1 })).toBe("expired");
  });

  it("accepts a padded answer but not a non-number", () => {
    expect(checkRegistration({ ...ok, answer: " 7 " })).toBeNull();
    expect(checkRegistration({ ...ok, answer: "7.0" })).toBe("wrongAnswer");
    expect(checkRegistration({ ...ok, answer: "sjey" })).toBe("wrongAnswer");
  });

  it("uses the product's Faroese texts", () => {
    expect(registrationFailureText.honeypot).toBe("Ógildugt bókarar skjalføri");
    expect(registrationFailureText.wrongAnswer).toBe(apiMessages.wrongAnswer);
    expect(registrationFailureText.tooFast).toBe("Vinarliga bíða eitt sindur og royn aftur.");
    expect(registrationFailureText.expired).toBe("Skjalføri er útgingi. Vinarliga byrja umaftur.");
    expect(registrationFailureText.notHuman).toBe("Vinarliga vátta at tú ert menniskja.");
  });

  it("asks a new question after a wrong answer or expiry only", () => {
    expect(needsNewChallenge("wrongAnswer")).toBe(true);
    expect(needsNewChallenge("expired")).toBe(true);
    expect(needsNewChallenge("tooFast")).toBe(false);
  });
});

describe("new password checks", () => {
  it("needs both fields, equal, at least 8 characters, in that order", () => {
    expect(checkNewPassword("", "abc")).toBe("allRequired");
    expect(checkNewPassword("abc", "abd")).toBe("mismatch");
    expect(checkNewPassword("abcdefg", "abcdefg")).toBe("tooShort");
    expect(checkNewPassword("abcdefgh", "abcdefgh")).toBeNull();
  });
});
