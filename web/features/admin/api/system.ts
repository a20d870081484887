import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import type { AdminUser, AuthStats, BackupInfo, CreateUserBody, DatabaseInfo, LogLevel, OutboxMail, SystemLogs, SystemStatus } from "@contract/schemas/admin";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { api } from "@web/lib/api-client";
import { useAdminMutation } from "../lib/use-admin-mutation";

/** The system reads; auth, database, logs and backup are fetched only while their tab is selected (`enabled`). */
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

const polled = <T>(key: readonly string[], fn: (signal?: AbortSignal) => Promise<T>, enabled: boolean) =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => fn(signal), refetchInterval: ADMIN_POLL_MS, enabled });

export const useSystemStatus = () => useQuery(polled(systemKey("status"), getSystemStatus, true));
export const useOutbox = (enabled: boolean) => useQuery(polled(systemKey("outbox"), getOutbox, enabled));
export const useAuthStats = (enabled: boolean) => useQuery(polled(systemKey("auth"), getAuthStats, enabled));
export const useDatabaseInfo = (enabled: boolean) => useQuery(polled(systemKey("database"), getDatabaseInfo, enabled));
export const useBackupInfo = (enabled: boolean) => useQuery(polled(systemKey("backup"), getBackupInfo, enabled));
export const useSystemLogs = (level: LogLevel | "", enabled: boolean) =>
  useQuery(polled(systemKey("logs", level), (signal) => getSystemLogs(level, signal), enabled));

export const sendTestEmail = () => api<{ message: string; to: string }>("/api/admin/system/test-email", { method: "POST" });
export const createUser = (body: CreateUserBody) => api<AdminUser>("/api/admin/users", { method: "POST", body });

export const useSendTestEmail = () =>
  useAdminMutation({ mutationFn: sendTestEmail, success: { title: t.testEmailSent }, failure: { title: t.testEmailFailed } });

export const useCreateUser = () => useAdminMutation({ mutationFn: createUser, success: { title: t.userCreated }, failure: { title: t.createFailed } });
