import { RECIPE_FILE_ENTRIES_MAX } from "@contract/recipe-limits";
import { ExportRefused, inflateCapped, type UnpackBudget } from "./unpack";

/**
 * A zip file's entries, read from its central directory without unpacking anything
 * (docs/features/recipe-import.md "Zip bombs"): which parts an export has is known before any is
 * inflated, and only the ones a reader asks for are, within the file's budget. fflate's unzipSync
 * would inflate each entry whole, to the size its header claims, so this reads the directory
 * itself and hands fflate the bytes.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** Where the entry's data starts, after its local header. */
  dataOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** The end record is 22 bytes, and a comment of at most 65,535 may follow it. */
const END_SEARCH = 22 + 0xffff;

export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);

function endOfDirectory(view: DataView): number {
  for (let at = view.byteLength - 22; at >= 0 && at >= view.byteLength - END_SEARCH; at--) if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  throw new ExportRefused("unreadable");
}

/** A macOS copy's resource forks (`__MACOSX/`, `._name`) and folders are no part of an export. */
const isListed = (name: string) => !name.endsWith("/") && !name.startsWith("__MACOSX/") && !/(^|\/)\._/.test(name);

/**
 * The entries of a zip, its folders and macOS leftovers left out. Refused (unreadable) when it is no
 * zip, when it is zip64 (an export under 20 MiB never is) or an entry lies outside the file; refused
 * (tooManyEntries) past RECIPE_FILE_ENTRIES_MAX entries.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 22) throw new ExportRefused("unreadable");
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw new ExportRefused("unreadable");
  if (count > RECIPE_FILE_ENTRIES_MAX) throw new ExportRefused("tooManyEntries");
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new ExportRefused("unreadable");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    // An encrypted entry cannot be read; it is left out like a folder.
    if ((flags & 1) === 1 || !isListed(name)) continue;
    if (local + 30 > view.byteLength || view.getUint32(local, true) !== LOCAL_HEADER) throw new ExportRefused("unreadable");
    const dataOffset = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataOffset + compressedSize > view.byteLength) throw new ExportRefused("unreadable");
    entries.push({ name, method, compressedSize, dataOffset });
  }
  return entries;
}

/** An entry's bytes: stored ones as they are, deflated ones inflated within the budget; null for another method or broken data. */
export function entryBytes(bytes: Uint8Array, entry: ZipEntry, budget: UnpackBudget): Uint8Array | null {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === STORED) {
    budget.take(data.length);
    return data;
  }
  return entry.method === DEFLATED ? inflateCapped(data, budget) : null;
}

/** A zip file as its readers use it: its entries, and any of them unpacked on demand within the one budget. */
export class ZipArchive {
  readonly entries: ZipEntry[];

  constructor(
    private readonly bytes: Uint8Array,
    private readonly budget: UnpackBudget,
  ) {
    this.entries = zipEntries(bytes);
  }

  find(test: (name: string) => boolean): ZipEntry[] {
    return this.entries.filter((entry) => test(entry.name));
  }

  read(entry: ZipEntry): Uint8Array | null {
    return entryBytes(this.bytes, entry, this.budget);
  }
}
