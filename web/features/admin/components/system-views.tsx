import { useState } from "react";
import { LOG_LEVELS } from "@contract/limits";
import type { LogLevel } from "@contract/schemas/admin-system";
import { Badge } from "@web/components/ui/badge";
import { LabelledControl } from "@web/components/ui/field/field";
import { inputClass } from "@web/components/ui/button";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { useAuthStats, useDatabaseInfo, useSystemLogs } from "../api/system";
import { SecurityLogView } from "./security-log-view";
import { byteSize, dateTime as when, duration, LOG_LEVEL_TONE } from "../lib/format";
import { Fact, Facts, Muted, ViewCard } from "./system-cards";

export function AuthView({ enabled }: { enabled: boolean }) {
  return (
    <ViewCard view="auth" query={useAuthStats({ queryConfig: { enabled } })}>
      {(data) => (
        <>
          <Facts>
            <Fact term={t.activeSessions}>{data.activeSessions}</Fact>
            <Fact term={t.registeredUsers}>{data.totalRegisteredUsers}</Fact>
            <Fact term={`${t.tokenSettings}: ${t.algorithm}`}>{data.jwtSettings.algorithm}</Fact>
            <Fact term={`${t.tokenSettings}: ${t.expiresIn}`}>
              {data.jwtSettings.expiresIn} ({t.rememberMe}: {data.jwtSettings.rememberMeExpiresIn})
            </Fact>
          </Facts>
          <h3 className="mt-4 mb-2 font-semibold">{t.recentLogins}</h3>
          {data.recentLogins.length === 0 ? (
            <Muted>{t.noLogins}</Muted>
          ) : (
            <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
              {data.recentLogins.map((login) => (
                <li key={`${login.username}-${login.createdAt}`} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{login.username}</span> <span className="text-slate-600 dark:text-slate-400">{login.email}</span>
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">{when(login.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ViewCard>
  );
}

export function DatabaseView({ enabled }: { enabled: boolean }) {
  return (
    <ViewCard view="database" query={useDatabaseInfo({ queryConfig: { enabled } })}>
      {(data) => (
        <>
          <Facts>
            <Fact term={t.size}>{byteSize(data.databaseSize)}</Fact>
            <Fact term={t.version}>{data.version}</Fact>
            <Fact term={t.host}>{data.host}</Fact>
            <Fact term={t.connections}>{t.notApplicable}</Fact>
          </Facts>
          <h3 className="mt-4 mb-1 font-semibold">{t.tables}</h3>
          <Muted>{t.rowsCounted}</Muted>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600 dark:text-slate-400">
                <th className="py-1 font-medium">{t.table}</th>
                <th className="py-1 text-right font-medium">{t.rows}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {data.tables.map((table) => (
                <tr key={table.tablename}>
                  <td className="py-1 font-mono break-all">{table.tablename}</td>
                  <td className="py-1 text-right tabular-nums">{table.live_tuples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ViewCard>
  );
}

export function LogsView({ enabled }: { enabled: boolean }) {
  const [level, setLevel] = useState<LogLevel | "">("");
  const query = useSystemLogs({ level, queryConfig: { enabled } });
  const { data } = query;
  const rest = (
    <>
      <Muted>{t.uptimeNote}</Muted>
      <LabelledControl id="log-level" label={t.level} className="my-4 max-w-xs">
        <select id="log-level" className={inputClass} value={level} onChange={(event) => setLevel(event.target.value as LogLevel | "")}>
          <option value="">{t.allLevels}</option>
          {LOG_LEVELS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </LabelledControl>
      <h3 className="mb-2 font-semibold">{t.errorLogs}</h3>
      {data && data.errorLogs.length === 0 ? <Muted>{t.noLogs}</Muted> : null}
      <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto text-sm dark:divide-slate-800">
        {(data?.errorLogs ?? []).map((entry) => (
          <li key={`${entry.timestamp}-${entry.source}-${entry.message}`} className="py-2">
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={LOG_LEVEL_TONE[entry.level]}>{entry.level}</Badge>
              <span className="text-slate-600 dark:text-slate-400">
                {when(entry.timestamp)} · {entry.source}
              </span>
            </p>
            <p className="mt-1 break-words">{entry.message}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 mb-2 font-semibold">{t.recentActivity}</h3>
      {data && data.recentActivity.length === 0 ? <Muted>{t.noActivity}</Muted> : null}
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {(data?.recentActivity ?? []).map((row) => (
          <li key={`${row.query}-${row.query_start}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="font-medium">{row.query}</span>
            <span className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
              <Badge tone={row.state === "active" ? "green" : "slate"}>{row.state}</Badge>
              {when(row.query_start)}
            </span>
          </li>
        ))}
      </ul>
      <SecurityLogView enabled={enabled} />
    </>
  );
  return (
    <ViewCard view="logs" query={query} after={rest}>
      {(logs) => (
        <Facts>
          <Fact term={t.systemStatus}>{t.statuses[logs.systemStatus]}</Fact>
          <Fact term={t.uptime}>{duration(logs.uptime)}</Fact>
        </Facts>
      )}
    </ViewCard>
  );
}
