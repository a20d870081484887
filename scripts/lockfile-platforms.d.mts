/** An entry of package-lock.json's `packages`, as far as the completeness check reads it. */
export interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

/** The platform entries `packages` lacks for `npm ci` to take it, by install path. */
export function missingPlatformEntries(packages: Record<string, LockEntry>): Record<string, LockEntry>;

/** The committed package-lock.json, parsed. */
export function readLockfile(): { packages: Record<string, LockEntry> };
