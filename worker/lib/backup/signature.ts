import { backupMessages as m } from "@contract/backup-messages";
import { HMAC, hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { safeEqual } from "../crypto";
import type { BackupHeader } from "./format";

type SignedHeader = Pick<BackupHeader, "migration" | "exportedAt"> & { format: string; formatVersion: number };
/** What a signature covers: the header and the tables, as parsed. */
type SignedContent = SignedHeader & { tables: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>> };

const utf8 = new TextEncoder();

/** The signing key's own label, so it is never the key the session tokens are signed with. */
const KEY_LABEL = "familyhub backup signature v1";
const SIGNATURE_PREFIX = "hmac-sha256:";

/**
 * Signs a backup's canonical content as it is written, header, then each table's name and rows in
 * file order. Each is one line of JSON: a row as its [column, value] pairs sorted by column, so the
 * signature covers what a restore writes (the parsed values), not the spacing or key order of the
 * text. The key is HMAC-SHA256(JWT_SECRET, KEY_LABEL).
 */
export class BackupSigner {
  private readonly mac: HMAC;

  constructor(secret: string, header: SignedHeader) {
    this.mac = new HMAC(SHA256, hmac(SHA256, utf8.encode(secret), utf8.encode(KEY_LABEL)));
    this.line(["header", header.format, header.formatVersion, header.migration, header.exportedAt]);
  }

  private line(value: unknown) {
    this.mac.update(utf8.encode(`${JSON.stringify(value)}\n`));
  }

  table(name: string) {
    this.line(["table", name]);
  }

  row(row: Readonly<Record<string, unknown>>) {
    this.line(
      Object.keys(row)
        .sort()
        .map((column) => [column, row[column]]),
    );
  }

  signature(): string {
    return SIGNATURE_PREFIX + encodeHexLowerCase(this.mac.digest());
  }
}

export function signBackup(secret: string, file: SignedContent): string {
  const signer = new BackupSigner(secret, file);
  for (const [name, rows] of Object.entries(file.tables)) {
    signer.table(name);
    for (const row of rows) signer.row(row);
  }
  return signer.signature();
}

/** Null when the file carries the signature of its content under this secret; else why not. */
export function signatureProblem(secret: string, file: SignedContent, signature: unknown): string | null {
  if (typeof signature !== "string" || !signature) return m.unsigned;
  return safeEqual(signature, signBackup(secret, file)) ? null : m.wrongSignature;
}
