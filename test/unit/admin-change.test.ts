import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { PHONE_CHANGE_FILES } from "@web/app/change-files";
import { toasts } from "@web/components/ui/toast/toast-store";
import { pendingStepUp } from "@web/features/admin/lib/step-up";
import { changeNameOf, installChanges } from "@web/lib/changes/change-table";
import type { ChangeModule } from "@web/lib/changes/define-change";
import { runChange } from "@web/lib/changes/use-change";

// The panel's changes as the panel runs them, by name: the step-up retry and what every one of them refetches.

installChanges(PHONE_CHANGE_FILES);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const stepUpRequired = () => json(403, { message: "Confirm with a code from your authenticator app", code: "step_up_required", requestId: "req-1" });
const shown = () => toasts.value.map(({ title, description, variant }) => ({ title, description, variant }));

/** Resolves once the step-up dialog is asked for. */
const askedForCode = () =>
  new Promise<NonNullable<typeof pendingStepUp.value>>((resolve) => {
    const stop = pendingStepUp.subscribe((pending) => {
      if (!pending) return;
      queueMicrotask(() => stop());
      resolve(pending);
    });
  });

function answering(...answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>(async () => answers.shift() ?? json(500, {}));
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = new QueryClient();
  queryClient.setQueryData(["admin", "users", "all"], []);
  return { fetchMock, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.value = [];
  pendingStepUp.value = null;
});

describe("an admin change refused for want of a fresh second-factor check", () => {
  it("asks for a code, then runs the call again and toasts its success", async () => {
    const { fetchMock, queryClient } = answering(stepUpRequired(), json(200, { familyId: "f1" }));
    const run = runChange(queryClient, "admin/fix-user-family", "u 1");
    (await askedForCode()).done();
    expect(await run).toEqual({ familyId: "f1" });
    expect(fetchMock.mock.calls.map(([path, init]) => `${init?.method} ${String(path)}`)).toEqual([
      "POST /api/admin/users/u%201/fix-family",
      "POST /api/admin/users/u%201/fix-family",
    ]);
    expect(shown()).toEqual([{ title: "Family assigned", description: "User family assignment fixed successfully", variant: "default" }]);
    expect(queryClient.getQueryState(["admin", "users", "all"])?.isInvalidated).toBe(true);
  });

  it("fails with the server's text when the dialog is closed, and sends nothing more", async () => {
    const { fetchMock, queryClient } = answering(stepUpRequired());
    const run = runChange(queryClient, "admin/delete-user", "u1");
    (await askedForCode()).cancel();
    await expect(run).rejects.toMatchObject({ code: "step_up_required" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([{ title: "Failed to delete user", description: "Confirm with a code from your authenticator app", variant: "destructive" }]);
  });
});

describe("the panel's change files", () => {
  const admin = Object.entries(PHONE_CHANGE_FILES).filter(([path]) => changeNameOf(path).startsWith("admin/"));

  it("refetch every admin read, toast both outcomes and never wait offline", async () => {
    expect(admin.length).toBeGreaterThan(0);
    for (const [path, load] of admin) {
      const { default: declaration } = (await load()) as ChangeModule;
      expect(declaration.invalidates, path).toEqual([["admin"]]);
      expect(declaration.offline, path).toBeUndefined();
      expect(typeof declaration.errorToast, path).toBe("function");
      expect(declaration.successToast, path).toBeDefined();
    }
  });
});
