import { describe, expect, it } from "vitest";
import { addToast, dismissToast, removeToast, type Toast } from "@web/components/ui/toast/toast-store";

const t = (id: number): Toast => ({ id, title: `t${id}`, description: undefined, variant: "default", open: true });

describe("toast list", () => {
  it("keeps only the newest toast visible", () => {
    expect(addToast(addToast([], t(1)), t(2)).map((x) => x.id)).toEqual([2]);
  });

  it("closes a toast before it is removed", () => {
    const closed = dismissToast([t(1)], 1);
    expect(closed).toEqual([{ ...t(1), open: false }]);
    expect(removeToast(closed, 1)).toEqual([]);
  });
});
