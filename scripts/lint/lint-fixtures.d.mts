export interface LintDiagnostic {
  /** "plugin" for a GritQL plugin, else the rule, e.g. "lint/style/noRestrictedImports". */
  category: string;
  message: string;
  /** Relative to the repository, with forward slashes. */
  path: string;
  line: number;
}

/** Writes `files` (path relative to the repository → source), runs `biome lint` on them, returns every diagnostic. */
export function lintFixtures(files: Record<string, string>): Promise<LintDiagnostic[]>;
