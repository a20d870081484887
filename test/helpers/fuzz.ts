import fc from "fast-check";
import { MAX_BODY_BYTES } from "@contract/limits";

/** A request body that the API must refuse: sent as raw text so non-JSON can be sent too. */
export interface BadBody {
  kind: string;
  raw: string;
  contentType: string;
}

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Strings that break naive code: NUL, lone surrogates, direction overrides, zero-width joins, combining marks. */
const nastyString = fc.constantFrom(
  "\u0000",
  "\uD800",
  "\uDFFF",
  "\u202E\u202D",
  "\u200B\u200D\uFEFF",
  "e\u0301\u0301\u0301",
  "👨‍👩‍👧‍👦",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "%00%0d%0a",
  "__proto__",
  "Ærtur Øl Ðrýl",
);

const anyString = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }), nastyString);

/** Deep nesting: arrays and objects inside each other. */
const nested = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie("node"), { maxLength: 3 }),
    fc.dictionary(anyString, tie("node"), { maxKeys: 3 }),
  ),
})).node;

function wrongTypeFor(valid: unknown): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    fc.dictionary(anyString, nested, { maxKeys: 4 }),
  ];
  if (typeof valid !== "string") options.push(anyString);
  if (typeof valid !== "number") options.push(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  if (typeof valid !== "boolean") options.push(fc.boolean());
  return fc.oneof(...options);
}

/** Strings longer than any limit in the API (the longest field allows 5,000 characters). Each
 * unit has a visible character: white space alone is trimmed away, which the API allows. */
const hugeString = fc
  .tuple(
    fc.oneof(fc.string({ minLength: 1, maxLength: 3 }), nastyString).filter((unit) => unit.trim().length > 0),
    fc.integer({ min: 6_000, max: 12_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

const extraFields = fc.dictionary(fc.oneof(anyString, fc.constantFrom("__proto__", "constructor", "isAdmin", "familyId", "id")), nested, { maxKeys: 4 });

const json =
  (kind: string) =>
  (value: unknown): BadBody => ({ kind, raw: JSON.stringify(value), contentType: "application/json" });

/**
 * Bodies that break a valid one in exactly one way the schema must refuse, with random extra
 * fields (ignored or refused by the schema) on top: a wrong type, a missing required field, a string
 * over its limit, a body that is not an object, text that is not JSON, a valid body sent with another
 * Content-Type, or a body over 64 KiB.
 */
export function badBodies(valid: Record<string, unknown>, required: readonly string[]): fc.Arbitrary<BadBody> {
  const fields = Object.keys(valid);
  const stringFields = fields.filter((field) => typeof valid[field] === "string");
  const withExtras = (body: fc.Arbitrary<Record<string, unknown>>) =>
    fc.tuple(extraFields, body).map(([extra, broken]) => {
      const merged: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(extra)) if (!fields.includes(key)) merged[key] = value;
      return Object.assign(merged, broken);
    });

  const variants: fc.Arbitrary<BadBody>[] = [
    fc
      .constantFrom(...fields)
      .chain((field) => wrongTypeFor(valid[field]).map((value) => ({ ...valid, [field]: value })))
      .chain((body) => withExtras(fc.constant(body)))
      .map(json("wrong type")),
    fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), anyString, fc.array(nested, { maxLength: 4 })).map(json("not an object")),
    fc
      .string({ maxLength: 60 })
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((raw) => ({ kind: "not JSON", raw, contentType: "application/json" })),
    fc
      .constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "", "application/jsonx")
      .map((contentType) => ({ kind: "not sent as JSON", raw: JSON.stringify(valid), contentType })),
    fc
      .integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES * 3 })
      .map((size) => ({ kind: "too large", raw: JSON.stringify({ ...valid, pad: "x".repeat(size) }), contentType: "application/json" })),
  ];
  if (required.length > 0) {
    variants.push(
      fc
        .constantFrom(...required)
        .map((field) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)))
        .chain((body) => withExtras(fc.constant(body)))
        .map(json("missing field")),
    );
  }
  if (stringFields.length > 0) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...stringFields), hugeString)
        .map(([field, value]) => ({ ...valid, [field]: value }))
        .map(json("string over its limit")),
    );
  }
  return fc.oneof(...variants);
}

/** Path and query values that are not ids of ours. */
export const badIds = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 80 }),
  nastyString,
  fc.string({ minLength: 65, maxLength: 400 }),
  fc.constantFrom("..", "%2e%2e", "null", "undefined", "0", "-1", "1 OR 1=1", "*"),
);

/** Percent-encodes any string for a URL path or query, lone surrogates included (as U+FFFD). */
export function percentEncode(value: string): string {
  return Array.from(new TextEncoder().encode(value), (byte) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
  ).join("");
}

/** How many of a property's inputs are sent at once (the machine's cores sit idle between one request's awaits). */
const AT_ONCE = 25;

/**
 * Checks `check` on the inputs fc.assert would try for FUZZ_SEED and `numRuns` (fc.sample draws the
 * very same values), AT_ONCE at a time: every input is a request of its own that changes nothing
 * another depends on. As with fc.assert's endOnFailure, the first failure fails the test, unshrunk;
 * its assertion names the input. Sent one by one, the inputs past a writer's 300-a-minute allowance
 * meet the limiter rather than the validator; at once, which of the batch that reaches it do may differ.
 */
export async function checkEach<T>(arbitrary: fc.Arbitrary<T>, numRuns: number, check: (input: T) => Promise<void>): Promise<void> {
  const inputs = fc.sample(arbitrary, { seed: FUZZ_SEED, numRuns });
  for (let start = 0; start < inputs.length; start += AT_ONCE) {
    const settled = await Promise.allSettled(inputs.slice(start, start + AT_ONCE).map(check));
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  }
}
