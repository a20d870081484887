import { BACKUP_IMPORT_PATH } from "@contract/limits";
import type { ExportBackupBody, RestoreAnswer } from "@contract/schemas/backup";
import { ApiError, defaultErrorText, parseErrorBody } from "@web/lib/api-client";
import { authToken } from "@web/lib/auth-storage";

export interface BackupIssue {
  path: string;
  message: string;
}

/** A refused backup call, with every problem the server listed: a refused file has one per wrong row. */
export class BackupError extends ApiError {
  readonly issues: BackupIssue[];

  constructor(response: Response, text: string) {
    const parsed = parseErrorBody(text);
    super(response.status, parsed.code ?? "unknown", parsed.message ?? defaultErrorText(response.status, response.statusText, text), parsed.message);
    this.issues = issuesOf(text);
  }
}

const isIssue = (value: unknown): value is BackupIssue =>
  typeof value === "object" && value !== null && typeof (value as BackupIssue).path === "string" && typeof (value as BackupIssue).message === "string";

/** The `issues` of an error body, when it has any (docs/features/backup.md). */
function issuesOf(text: string): BackupIssue[] {
  try {
    const body: unknown = JSON.parse(text);
    const issues = typeof body === "object" && body !== null ? (body as { issues?: unknown }).issues : undefined;
    return Array.isArray(issues) ? issues.filter(isIssue) : [];
  } catch {
    return [];
  }
}

/**
 * A raw admin call (the export is a file, the import sends a file's text as is), failing as api() does.
 * The backup's changes (changes/export-backup.ts, changes/import-backup.ts) make it.
 */
async function adminFetch(path: string, body: string): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const token = authToken.peek();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { method: "POST", headers, body });
  if (!response.ok) throw new BackupError(response, await response.text().catch(() => ""));
  return response;
}

/** The name the server gave the attachment (`filename="…"`), else a dated default. */
export function attachmentName(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? `familyhub_backup_${new Date().toISOString().slice(0, 10)}.json`;
}

/** POSTs the export and saves the body under the name in Content-Disposition. `tables` absent: all of them. */
export async function exportBackup(tables?: string[]): Promise<void> {
  const response = await adminFetch(
    "/api/admin/system/backup/export",
    JSON.stringify((tables ? { format: "json", tables } : { format: "json" }) satisfies ExportBackupBody),
  );
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = attachmentName(response.headers.get("Content-Disposition"));
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const importBackup = async (file: File) => (await (await adminFetch(BACKUP_IMPORT_PATH, await file.text())).json()) as RestoreAnswer;
