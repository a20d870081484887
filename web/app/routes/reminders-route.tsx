import { useQueryClient } from "@tanstack/react-query";
import { useSignedInUser } from "@web/lib/auth-context";
import { newClientId } from "@web/lib/client-id";
import { sentOrQueued } from "@web/lib/write-queue";
import { JoinFamilyCard } from "./join-family-route";
import { TasksPage } from "@web/features/tasks/components/tasks-page";
import { useMembers } from "@web/features/family/api/get-members";
import { changesOnUse } from "@web/lib/changes-on-use";

/**
 * The new member the task form may add: the family page's changes, loaded when the form first adds
 * one. Its own loader rather than the family page's module, which would be a file of its own on
 * both pages' first loads (docs/bench.md).
 */
const familyChanges = changesOnUse(() => import("@web/features/family/lib/family-changes").then((module) => module.familyChanges));

/** /reminders: the tasks page, with the family's members (from the family feature) to assign and add. */
export function RemindersRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return <RemindersWithMembers familyId={user.familyId} timeZone={user.timeZone} />;
}

function RemindersWithMembers({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const queryClient = useQueryClient();
  const members = useMembers({ familyId });
  // The member's own id is known at once, so offline the new member is chosen straight away; the queue sends them before the task.
  const addMember = async (member: { name: string; role: string }) => {
    const id = newClientId();
    await sentOrQueued(queryClient, { ...member, id, familyId }, (variables) => familyChanges.run((all) => all.createMember, variables));
    return { id, name: member.name };
  };
  return <TasksPage familyId={familyId} timeZone={timeZone} members={members.data ?? []} createMember={addMember} />;
}
