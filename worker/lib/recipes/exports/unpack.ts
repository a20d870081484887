import { Gunzip, Inflate } from "fflate";

/**
 * Inflating an export's parts with fflate, never past a budget (docs/features/recipe-import.md
 * "Zip bombs"). A zip or gzip header's sizes are whatever its maker wrote, so they are not trusted:
 * the compressed bytes are fed to fflate's streaming inflater 16 KiB at a time and what comes out
 * is counted, so a bomb is stopped within one step's output, before it costs the Worker its memory or its time.
 */

export type RefusalReason = "unreadable" | "unpackedTooLarge" | "tooManyEntries";

/** The file is refused as a whole: it is not an export we read, or reading it would unpack too much. */
export class ExportRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`export refused: ${reason}`);
  }
}

/** What may still be unpacked from one file, in bytes; every part read from it takes from the same budget. */
export class UnpackBudget {
  constructor(private left: number) {}

  take(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new ExportRefused("unpackedTooLarge");
  }
}

/**
 * One push's worth of compressed input: deflate expands at most about 1,032 times, so a step yields
 * at most ~16 MiB past the budget before it is counted. Smaller steps cost fflate more time per byte
 * (16 KiB inflates 50 MiB of a bomb in a quarter of the time 4 KiB takes).
 */
const STEP = 16 * 1024;

type Stream = { push(chunk: Uint8Array, final?: boolean): void; ondata: (data: Uint8Array, final: boolean) => void };

function drain(stream: Stream, input: Uint8Array, budget: UnpackBudget): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  stream.ondata = (data, final) => {
    budget.take(data.length);
    chunks.push(data);
    size += data.length;
    ended ||= final;
  };
  try {
    if (input.length === 0) stream.push(input, true);
    for (let at = 0; at < input.length; at += STEP) stream.push(input.subarray(at, at + STEP), at + STEP >= input.length);
  } catch (error) {
    if (error instanceof ExportRefused) throw error;
    return null;
  }
  if (!ended) return null;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** A raw deflate stream (a zip entry's method 8), or null when it is broken. */
export const inflateCapped = (input: Uint8Array, budget: UnpackBudget) => drain(new Inflate() as unknown as Stream, input, budget);

/** A gzip file (a Paprika recipe), or null when it is broken. */
export const gunzipCapped = (input: Uint8Array, budget: UnpackBudget) => drain(new Gunzip() as unknown as Stream, input, budget);

export const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** Text out of a part: UTF-8, a byte-order mark dropped, a broken byte read as U+FFFD. */
export const utf8 = (bytes: Uint8Array) => new TextDecoder("utf-8").decode(bytes);

/** JSON out of a part, or undefined when it is not. */
export function jsonOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(utf8(bytes));
  } catch {
    return undefined;
  }
}
