import { useSignedInUser } from "@web/lib/auth-context";
import { JoinFamilyCard } from "./join-family-route";
import { TasksPage } from "@web/features/tasks/components/tasks-page";
import { useMembers } from "@web/features/family/api/get-members";
import { useCreateMember } from "@web/features/family/api/create-member";

/** /reminders: the tasks page, with the family's members (from the family feature) to assign and add. */
export function RemindersRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return <RemindersWithMembers familyId={user.familyId} timeZone={user.timeZone} />;
}

function RemindersWithMembers({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const members = useMembers({ familyId });
  const createMember = useCreateMember();
  return (
    <TasksPage
      familyId={familyId}
      timeZone={timeZone}
      members={members.data ?? []}
      createMember={(member) => createMember.mutateAsync({ ...member, familyId })}
    />
  );
}
