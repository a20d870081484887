import { useState, type FormEvent } from "react";
import { Button, inputClass } from "@web/components/ui/button";
import { CheckboxField, LabelledControl } from "@web/components/ui/field/field";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { backupMessages } from "@contract/backup-messages";
import type { BackupInfo } from "@contract/schemas/admin-system";
import type { RestoreAnswer } from "@contract/schemas/backup";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { BackupError, type BackupIssue } from "../api/backup";
import { useBackupInfo } from "../api/system";
import { Fact, Facts, Muted, ViewCard } from "./system-cards";

/** The server's backup status in words: a status the contract gains fails the type check here until it has its text. */
const STATUS_TEXT: Record<BackupInfo["backupStatus"], string> = { ready: t.backupReady };

/** Every problem of a refused file, under the upload: the toast has room for the first only. */
function RefusedIssues({ issues }: { issues: readonly BackupIssue[] }) {
  return (
    <section aria-labelledby="restore-refused" className="rounded-md border border-red-300 p-3 text-sm dark:border-red-800">
      <h4 id="restore-refused" className="font-semibold text-red-800 dark:text-red-300">
        {backupMessages.refused}
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {issues.map((issue) => (
          // The validator names each problem once: a path with its message.
          <li key={`${issue.path} ${issue.message}`} className="break-words">
            {issue.path ? <span className="font-mono break-all">{issue.path}: </span> : null}
            {issue.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The restored administrators' enrolment codes, shown once: the answer is all there is of them. */
function RestoredCodes({ codes }: { codes: RestoreAnswer["enrolmentCodes"] }) {
  if (!codes.length) return null;
  return (
    <section aria-labelledby="restored-codes" className="rounded-md border border-amber-300 p-3 text-sm dark:border-amber-700">
      <h4 id="restored-codes" className="font-semibold">
        {t.restoredCodesTitle}
      </h4>
      <Muted>{t.restoredCodesHint}</Muted>
      <ul className="mt-2 space-y-1">
        {codes.map((entry) => (
          <li key={entry.username} className="break-words">
            {t.restoredCode(entry.username, entry.expiresAt)} <code className="font-mono select-all">{entry.code}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RestoreForm() {
  const [file, setFile] = useState<File | null>(null);
  const restore = useChangeOutcome(useChange("admin/import-backup"));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) restore.mutate(file);
  };
  const written = restore.data ? Object.values(restore.data.rows).reduce((sum, count) => sum + count, 0) : null;
  // A new attempt clears the last outcome, and with it the list.
  const issues = restore.error instanceof BackupError ? restore.error.issues : [];
  return (
    <form onSubmit={submit} className="space-y-3">
      <h3 className="font-semibold">{t.restoreTitle}</h3>
      <Muted>{t.restoreHint}</Muted>
      <LabelledControl id="restore-file" label={t.restoreFile}>
        <input
          id="restore-file"
          type="file"
          accept="application/json,.json"
          className={`${inputClass} py-2`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </LabelledControl>
      <Button type="submit" variant="secondary" disabled={!file || restore.isPending}>
        {restore.isPending ? t.restoring : t.restoreButton}
      </Button>
      {written === null ? null : <Muted>{t.restoredRows(written)}</Muted>}
      {restore.data ? <RestoredCodes codes={restore.data.enrolmentCodes} /> : null}
      {issues.length ? <RefusedIssues issues={issues} /> : null}
    </form>
  );
}

/** Status, last export, formats, the exported tables with row counts, the export (all or chosen tables) and the restore upload. */
export function BackupView({ enabled }: { enabled: boolean }) {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const exporter = useChangeOutcome(useChange("admin/export-backup"));
  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen ?? []);
    if (on) next.add(name);
    else next.delete(name);
    setChosen(next);
  };
  const exportChosen = () => exporter.mutate(chosen ? [...chosen] : undefined);
  return (
    <ViewCard view="backup" query={useBackupInfo({ queryConfig: { enabled } })} after={<RestoreForm />}>
      {(data) => (
        <>
          <Facts>
            <Fact term={t.backupStatus}>{STATUS_TEXT[data.backupStatus] ?? data.backupStatus}</Fact>
            <Fact term={t.lastBackup}>{data.lastBackup ? new Date(data.lastBackup).toLocaleString("en-GB") : t.never}</Fact>
            <Fact term={t.formats}>{data.exportFormats.join(", ").toUpperCase()}</Fact>
          </Facts>
          <fieldset className="mt-4">
            <legend className="mb-2 font-semibold">{t.exportTitle}</legend>
            <CheckboxField
              id="backup-all"
              label={t.exportAll}
              checked={chosen === null}
              onChange={(event) => setChosen(event.target.checked ? null : new Set())}
            />
            <ul className="grid gap-x-4 sm:grid-cols-2">
              {data.tables.map((table) => (
                <li key={table.tablename} className="flex items-center justify-between gap-2">
                  <CheckboxField
                    id={`backup-table-${table.tablename}`}
                    label={table.tablename}
                    className="min-w-0 font-mono break-all"
                    checked={chosen === null || chosen.has(table.tablename)}
                    disabled={chosen === null}
                    onChange={(event) => toggle(table.tablename, event.target.checked)}
                  />
                  <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                    {table.row_count} {t.rows.toLowerCase()}
                  </span>
                </li>
              ))}
            </ul>
          </fieldset>
          <Button className="my-4" disabled={exporter.isPending || chosen?.size === 0} onClick={exportChosen}>
            {exporter.isPending ? t.exporting : t.exportButton}
          </Button>
          {exporter.error ? (
            <p role="alert" className="-mt-2 mb-4 text-sm text-red-700 dark:text-red-400">
              {t.exportBackupFailed}: {exporter.error.message}
            </p>
          ) : null}
        </>
      )}
    </ViewCard>
  );
}
