import { useSignedInUser } from "@web/lib/auth-context";
import { newClientId } from "@web/lib/client-id";
import { JoinFamilyCard } from "../layout/join-family-route";
import { TasksPage } from "@web/features/tasks/components/tasks-page";
import { useMembers } from "@web/features/family/reads/get-members";
import { useChange } from "@web/lib/changes/use-change";

/** /reminders: the tasks page, with the family's members (from the family feature) to assign and add. */
export function RemindersRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return <RemindersWithMembers familyId={user.familyId} timeZone={user.timeZone} />;
}

function RemindersWithMembers({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const createMember = useChange("family/create-member");
  const members = useMembers({ familyId });
  // The member's own id is known at once, so offline the new member is chosen straight away; the queue sends them before the task.
  const addMember = async (member: { name: string; role: string }) => {
    const id = newClientId();
    await createMember.runOrQueue({ ...member, id, familyId });
    return { id, name: member.name };
  };
  return <TasksPage familyId={familyId} timeZone={timeZone} members={members.data ?? []} createMember={addMember} />;
}
