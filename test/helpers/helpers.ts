import type { CreatedHelperLink, OpenedHelperLink } from "@contract/schemas/helpers";
import { HELPER_POWERS } from "@contract/helper-limits";
import { call, json } from "./api";
import type { TestUser } from "./factories";

/** Helpers' links in tests (docs/features/helpers.md): made by a parent over the API, opened as a helper's browser would. */

export const ALL_POWERS = [...HELPER_POWERS];

async function ok<T>(response: Promise<Response>, status: number): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`helper seeding failed: ${answer.status} ${await answer.text()}`);
  return json<T>(answer);
}

export const makeHelperLink = (parent: TestUser, body: Record<string, unknown>) =>
  call("POST", `/api/families/${parent.familyId}/helpers`, { token: parent.token, body });

/** The secret after the url's `#`. */
export const secretOf = (link: CreatedHelperLink) => link.url.slice(link.url.indexOf("#") + 1);

export const openLink = (secret: string, label = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0") =>
  call("POST", "/api/helper/open", { body: { secret, label } });

/** A helper link made by `parent` and opened once (so its device is let in). */
export async function helperWithDevice(parent: TestUser, body: Record<string, unknown> = { name: "Amma", powers: ALL_POWERS }) {
  const link = await ok<CreatedHelperLink>(makeHelperLink(parent, body), 201);
  const opened = await ok<OpenedHelperLink>(openLink(secretOf(link)), 201);
  return { link: link.link, url: link.url, secret: secretOf(link), token: opened.token };
}

/** The world's helper: every power, a device let in and one waiting, and a task assigned to the helper. */
export async function seedHelper(user: TestUser) {
  const helper = await helperWithDevice(user);
  await ok(openLink(helper.secret, "Mozilla/5.0 (iPhone) Safari/605.1"), 201);
  const task = await ok<{ id: string }>(
    call("POST", "/api/reminders", { token: user.token, body: { title: "Heinta Óla", assignedTo: helper.link.memberId } }),
    201,
  );
  const links = await ok<{ id: string; devices: { id: string; state: string }[] }[]>(
    call("GET", `/api/families/${user.familyId}/helpers`, { token: user.token }),
    200,
  );
  const devices = links.find((link) => link.id === helper.link.id)!.devices;
  return {
    helperLinkId: helper.link.id,
    helperSecret: helper.secret,
    helperDeviceId: devices.find((device) => device.state === "active")!.id,
    helperWaitingDeviceId: devices.find((device) => device.state === "pending")!.id,
    helperTaskId: task.id,
    helperToken: helper.token,
    helperMemberId: helper.link.memberId,
  };
}
