import { beforeAll, describe, expect, it } from "vitest";
import { type LintDiagnostic, lintFixtures } from "../../scripts/lint/lint-fixtures.mjs";

// The import rules of docs/architecture.md, proved by what `biome lint` (biome.json and its
// plugins) says about probe files written into a copy of the repository's layout.

/** A module of these lines. */
const source = (...lines: string[]) => [...lines, ""].join("\n");

const featureFiles = Object.keys(import.meta.glob("/web/features/**/*.{ts,tsx}"));
const features = [...new Set(featureFiles.map((path) => path.split("/")[3]!))].sort();

/** The feature each feature's probe reaches into: the next one, in a circle. */
const neighbour = (feature: string) => features[(features.indexOf(feature) + 1) % features.length]!;

function featureProbes(feature: string): Record<string, string> {
  const other = neighbour(feature);
  return {
    [`web/features/${feature}/components/probe.ts`]: source(
      `import { viaAlias } from "@web/features/${other}/lib/probe";`,
      `import { viaRelative } from "../../${other}/lib/probe";`,
      `import { own } from "@web/features/${feature}/lib/probe";`,
      `import { ownRelative } from "../lib/probe";`,
      "export const probe = [viaAlias, viaRelative, own, ownRelative];",
    ),
    [`web/features/${feature}/probe.ts`]: source(
      `import { beside } from "../${other}/lib/probe";`,
      `import { own } from "./lib/probe";`,
      `const later = () => import("@web/features/${other}/lib/probe");`,
      'import { router } from "@web/app/router";',
      'import { shell } from "../../app/layout/signed-in-app";',
      "export const probe = [beside, own, later, router, shell];",
    ),
  };
}

const otherProbes: Record<string, string> = {
  "web/app/probe.ts": source(
    'import { page } from "@web/features/shopping/components/page";',
    'import { gone } from "@worker/services/probe";',
    "export const probe = [page, gone];",
  ),
  "contract/probe.ts": source('import { client } from "@web/lib/probe";', 'import { shell } from "@web/app/probe";', "export const probe = [client, shell];"),
  "web/lib/probe.ts": source(
    'import { router } from "@web/app/router";',
    'import { shell } from "../app/layout/signed-in-app";',
    'import { sibling } from "./dates";',
    "export const probe = [router, shell, sibling];",
  ),
  "web/components/ui/probe.ts": source(
    'import { page } from "@web/app/lazy-page";',
    'import { dates } from "@web/lib/dates";',
    "export const probe = [page, dates];",
  ),
  "worker/services/probe.ts": source(
    'import { eq } from "drizzle-orm";',
    'import { client } from "@web/lib/probe";',
    'import { helper } from "@test/helpers/probe";',
    "export const probe = [eq, client, helper];",
  ),
  "worker/routes/probe.ts": source(
    'import { eq } from "drizzle-orm";',
    'import { users } from "@worker/db/schema";',
    'import { service } from "@worker/services/probe";',
    'import { shoppingRoutes } from "./shopping";',
    'import { http } from "../http/route";',
    "export const probe = [eq, users, service, shoppingRoutes, http];",
  ),
  "worker/lib/probe.ts": source(
    'import { service } from "../services/probe";',
    'import { aliased } from "@worker/services/probe";',
    'import { request } from "../http/after-answer";',
    'import { sibling } from "./time";',
    "export const probe = [service, aliased, request, sibling];",
  ),
  "web/lib/cycle-a.ts": source('import { b } from "@web/lib/cycle-b";', "export const a = () => b;"),
  "web/lib/cycle-b.ts": source('import { a } from "./cycle-a";', "export const b = () => a;"),
  "worker/lib/cycle-a.ts": source('const b = () => import("@worker/lib/cycle-b");', "export const a = () => b;"),
  "worker/lib/cycle-b.ts": source('import { a } from "@worker/lib/cycle-a";', "export const b = () => a;"),
  "web/components/ui/types-a.ts": source('import type { B } from "./types-b";', "export interface A { b?: B }"),
  "web/components/ui/types-b.ts": source('import type { A } from "@web/components/ui/types-a";', "export interface B { a?: A }"),
  "web/lib/chain-a.ts": source('import { b } from "@web/lib/chain-b";', "export const a = () => b;"),
  "web/lib/chain-b.ts": source('import { sibling } from "./dates";', "export const b = () => sibling;"),
  "test/unit/probe.ts": source(
    'import { dates } from "../../web/lib/dates";',
    'import { alias } from "@web/lib/dates";',
    "export const probe = [dates, alias];",
  ),
};

let diagnostics: LintDiagnostic[] = [];

beforeAll(async () => {
  diagnostics = await lintFixtures(Object.assign({}, otherProbes, ...features.map(featureProbes)));
}, 60_000);

/** The messages of the import rules (biome's noRestrictedImports and the plugins) at one line. */
const messagesAt = (path: string, line: number) =>
  diagnostics
    .filter((diagnostic) => diagnostic.path === path && diagnostic.line === line)
    .filter((diagnostic) => diagnostic.category === "plugin" || diagnostic.category === "lint/style/noRestrictedImports")
    .map((diagnostic) => diagnostic.message);

const crossFeature = "A feature never imports another feature";

/** The files where biome's noImportCycles reports an import. */
const cycleFiles = () =>
  [...new Set(diagnostics.filter((diagnostic) => diagnostic.category === "lint/suspicious/noImportCycles").map((diagnostic) => diagnostic.path))].sort();

describe("the lint rules that hold the architecture (biome.json)", () => {
  it("finds the feature folders", () => {
    expect(features).toContain("shopping");
  });

  it.each(features)("web/features/%s may not import web/app/", (feature) => {
    expect(messagesAt(`web/features/${feature}/probe.ts`, 4)).toEqual([expect.stringContaining("never imports web/app/")]);
    expect(messagesAt(`web/features/${feature}/probe.ts`, 5)).toContainEqual(expect.stringContaining("never imports web/app/"));
  });

  it.each(features)("web/features/%s may not import another feature", (feature) => {
    const reported = diagnostics
      .filter((diagnostic) => diagnostic.path.startsWith(`web/features/${feature}/`) && diagnostic.message.startsWith(crossFeature))
      .map((diagnostic) => `${diagnostic.path}:${diagnostic.line}`)
      .sort();
    expect(reported).toEqual([
      `web/features/${feature}/components/probe.ts:1`,
      `web/features/${feature}/components/probe.ts:2`,
      `web/features/${feature}/probe.ts:1`,
      `web/features/${feature}/probe.ts:3`,
    ]);
  });

  it("a file outside web/features/ may import a feature", () => {
    expect(messagesAt("web/app/probe.ts", 1)).toEqual([]);
  });

  it("imports across folders go through an alias, never ../../", () => {
    expect(messagesAt("test/unit/probe.ts", 1)).toEqual([expect.stringContaining("through an alias")]);
    expect(messagesAt("test/unit/probe.ts", 2)).toEqual([]);
  });

  it("contract/ imports nothing of the app", () => {
    expect(messagesAt("contract/probe.ts", 1)).toEqual([expect.stringContaining("contract/ depends on nothing of the app")]);
    expect(messagesAt("contract/probe.ts", 2)).toEqual([expect.stringContaining("contract/ depends on nothing of the app")]);
  });

  it("shared web code (web/lib, web/components, web/features) never imports web/app/, by alias or relative path", () => {
    expect(messagesAt("web/lib/probe.ts", 1)).toEqual([expect.stringContaining("never imports web/app/")]);
    expect(messagesAt("web/lib/probe.ts", 2)).toEqual([expect.stringContaining("never imports web/app/")]);
    expect(messagesAt("web/lib/probe.ts", 3)).toEqual([]);
    expect(messagesAt("web/components/ui/probe.ts", 1)).toEqual([expect.stringContaining("never imports web/app/")]);
    expect(messagesAt("web/components/ui/probe.ts", 2)).toEqual([]);
  });

  it("web/ and worker/ share only contract/", () => {
    expect(messagesAt("web/app/probe.ts", 2)).toEqual([expect.stringContaining("share only contract/")]);
    expect(messagesAt("worker/services/probe.ts", 2)).toEqual([expect.stringContaining("share only contract/")]);
    expect(messagesAt("worker/services/probe.ts", 3)).toEqual([expect.stringContaining("share only contract/")]);
  });

  it("worker/routes/ holds no queries: no drizzle-orm, no worker/db", () => {
    expect(messagesAt("worker/services/probe.ts", 1)).toEqual([]);
    expect(messagesAt("worker/routes/probe.ts", 1)).toEqual([expect.stringContaining("Routes hold no queries")]);
    expect(messagesAt("worker/routes/probe.ts", 2)).toEqual([expect.stringContaining("Routes hold no queries")]);
    expect(messagesAt("worker/routes/probe.ts", 3)).toEqual([]);
  });

  it("a route file imports no other route file, and may use the request layer", () => {
    expect(messagesAt("worker/routes/probe.ts", 4)).toEqual([expect.stringContaining("imports no other route file")]);
    expect(messagesAt("worker/routes/probe.ts", 5)).toEqual([]);
  });

  it("no module imports itself again through others, by alias, relative path, a dynamic import or a type-only import; a chain without a loop passes", () => {
    expect(cycleFiles()).toEqual([
      "web/components/ui/types-a.ts",
      "web/components/ui/types-b.ts",
      "web/lib/cycle-a.ts",
      "web/lib/cycle-b.ts",
      "worker/lib/cycle-a.ts",
      "worker/lib/cycle-b.ts",
    ]);
  });

  it("worker/lib/ imports no service and nothing of the request layer", () => {
    expect(messagesAt("worker/lib/probe.ts", 1)).toEqual([expect.stringContaining("imports no service")]);
    expect(messagesAt("worker/lib/probe.ts", 2)).toEqual([expect.stringContaining("imports no service")]);
    expect(messagesAt("worker/lib/probe.ts", 3)).toEqual([expect.stringContaining("imports no service")]);
    expect(messagesAt("worker/lib/probe.ts", 4)).toEqual([]);
  });
});
