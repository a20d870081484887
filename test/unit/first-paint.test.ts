import { describe, expect, it } from "vitest";
import spinner from "@web/components/ui/spinner.tsx?raw";
import { fo } from "@web/i18n/fo";
import html from "@web/index.html?raw";

const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? "";

describe("the first paint in index.html", () => {
  it("is the Spinner with its Faroese label, shown before any script runs", () => {
    expect(root).toContain('role="status"');
    expect(root).toContain(`>${fo.common.loading}</span>`);
  });

  it("uses the same classes as the Spinner component, so React's first render does not move it", () => {
    const componentClasses = [...spinner.matchAll(/className="([^"]+)"/g)].map((match) => match[1]);
    const htmlClasses = [...root.matchAll(/class="([^"]+)"/g)].map((match) => match[1]);
    expect(htmlClasses).toEqual(componentClasses);
    expect(htmlClasses).toHaveLength(3);
  });
});
