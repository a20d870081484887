import { Hono } from "hono";
import { createMemberBody, joinFamilyBody, updateMemberBody } from "@contract/schemas/families";
import type { AppEnv } from "../env";
import { notifyFamily } from "../durable/stubs";
import { notifyCallerFamily } from "../lib/notify";
import { appOrigin } from "../lib/origin";
import { logSecurityEvent } from "../lib/security-log";
import { familyReadRoute, requireAuth, requireFamily } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { createInvite, createMember, familyMembersRead, joinFamily, openInvitesRead, removeMember, renameMember, revokeInvite } from "../services/families";

export const familyRoutes = new Hono<AppEnv>()
  .get("/api/families/:familyId/members", familyReadRoute(familyMembersRead))
  .post("/api/family-members", requireAuth, requireFamily, validate("json", createMemberBody), async (c) => {
    const member = await createMember(c.get("db"), c.get("familyId"), c.req.valid("json"));
    notifyCallerFamily(c, "members_updated");
    return c.json(member, 201);
  })
  .patch("/api/family-members/:id", requireAuth, requireFamily, validate("json", updateMemberBody), async (c) => {
    const member = await renameMember(c.get("db"), c.get("familyId"), c.req.param("id"), c.req.valid("json").name);
    notifyCallerFamily(c, "members_updated");
    // Tasks answer their assignee's name.
    notifyCallerFamily(c, "reminders_updated");
    return c.json(member);
  })
  .delete("/api/family-members/:id", requireAuth, requireFamily, async (c) => {
    await removeMember(c.get("db"), c.get("familyId"), c.req.param("id"));
    notifyCallerFamily(c, "members_updated");
    notifyCallerFamily(c, "reminders_updated");
    return c.body(null, 204);
  })
  .get("/api/families/:familyId/invites", familyReadRoute(openInvitesRead))
  .delete("/api/families/:familyId/invites/:id", requireAuth, requireFamily, async (c) => {
    await revokeInvite(c.get("db"), c.get("familyId"), c.req.param("id"));
    logSecurityEvent(c, "invite_revoked", { userId: c.get("auth").userId });
    // Who can join the family changed; the tab that revoked marks this as its own change.
    notifyCallerFamily(c, "members_updated");
    return c.body(null, 204);
  })
  .post("/api/families/:familyId/invites", requireAuth, requireFamily, async (c) => {
    const invite = await createInvite(c.get("db"), c.env.JWT_SECRET, c.get("familyId"), c.get("auth").userId, appOrigin(c));
    logSecurityEvent(c, "invite_created", { userId: c.get("auth").userId });
    return c.json(invite, 201);
  })
  .post("/api/families/join", requireAuth, validate("json", joinFamilyBody), async (c) => {
    const { familyId } = await joinFamily(c.get("db"), c.env.JWT_SECRET, c.get("auth"), c.req.valid("json").code);
    logSecurityEvent(c, "invite_used", { userId: c.get("auth").userId });
    c.executionCtx.waitUntil(notifyFamily(c.env, familyId, "members_updated"));
    return c.json({ familyId });
  });
