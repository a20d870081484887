import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import type { AuthStats, BackupInfo, DatabaseInfo, LogLevel, OutboxMail, SystemLogs, SystemStatus } from "@contract/schemas/admin-system";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";

/** The system reads; the views fetch auth, database, logs and backup only while their tab is selected (`enabled`). */
const systemKey = (view: string, ...rest: string[]) => ["admin", "system", view, ...rest] as const;
const read =
  <T>(path: string) =>
  (signal?: AbortSignal) =>
    api<T>(path, { signal });

export const getSystemStatus = read<SystemStatus>("/api/admin/system/status");
export const getAuthStats = read<AuthStats>("/api/admin/system/auth");
export const getDatabaseInfo = read<DatabaseInfo>("/api/admin/system/database");
export const getBackupInfo = read<BackupInfo>("/api/admin/system/backup");
export const getOutbox = read<OutboxMail[]>("/api/admin/system/outbox");
export const getSystemLogs = (level: LogLevel | "", signal?: AbortSignal) =>
  api<SystemLogs>(`/api/admin/system/logs${level ? `?level=${level}` : ""}`, { signal });

const polled = <T>(key: readonly string[], fn: (signal?: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => fn(signal), refetchInterval: ADMIN_POLL_MS });

export const systemStatusQueryOptions = () => polled(systemKey("status"), getSystemStatus);
export const outboxQueryOptions = () => polled(systemKey("outbox"), getOutbox);
export const authStatsQueryOptions = () => polled(systemKey("auth"), getAuthStats);
export const databaseInfoQueryOptions = () => polled(systemKey("database"), getDatabaseInfo);
export const backupInfoQueryOptions = () => polled(systemKey("backup"), getBackupInfo);
export const systemLogsQueryOptions = (level: LogLevel | "") => polled(systemKey("logs", level), (signal) => getSystemLogs(level, signal));

export const useSystemStatus = ({ queryConfig }: { queryConfig?: QueryConfig<typeof systemStatusQueryOptions> } = {}) =>
  useQuery({ ...systemStatusQueryOptions(), ...queryConfig });
export const useOutbox = ({ queryConfig }: { queryConfig?: QueryConfig<typeof outboxQueryOptions> } = {}) =>
  useQuery({ ...outboxQueryOptions(), ...queryConfig });
export const useAuthStats = ({ queryConfig }: { queryConfig?: QueryConfig<typeof authStatsQueryOptions> } = {}) =>
  useQuery({ ...authStatsQueryOptions(), ...queryConfig });
export const useDatabaseInfo = ({ queryConfig }: { queryConfig?: QueryConfig<typeof databaseInfoQueryOptions> } = {}) =>
  useQuery({ ...databaseInfoQueryOptions(), ...queryConfig });
export const useBackupInfo = ({ queryConfig }: { queryConfig?: QueryConfig<typeof backupInfoQueryOptions> } = {}) =>
  useQuery({ ...backupInfoQueryOptions(), ...queryConfig });
export const useSystemLogs = ({ level, queryConfig }: { level: LogLevel | ""; queryConfig?: QueryConfig<typeof systemLogsQueryOptions> }) =>
  useQuery({ ...systemLogsQueryOptions(level), ...queryConfig });
