import { useState } from "react";
import type { Reminder } from "@contract/schemas/reminders";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { useDrawnRead, useFirstAnswerPending } from "@web/lib/first-answer";
import { foTasks } from "@web/i18n/fo/tasks";
import { preloadOnTouch, useChange } from "@web/lib/changes/use-change";
import type { NewReminder } from "../changes/create-task";
import { useReminders } from "../reads/get-reminders";
import { splitReminders } from "../reads/sort-reminders";
import type { MemberChoices } from "../lib/member-choices";
import { CompletedReminders } from "./completed-reminders";
import { OpenReminders } from "./open-reminders";

const NewReminderDialog = lazyDialog(() => import("./new-reminder-dialog").then((module) => module.NewReminderDialog));

interface TasksPageProps extends MemberChoices {
  familyId: string;
  timeZone: string;
}

/** /reminders: open tasks (first five, expandable), the completed ones behind a toggle, and 'Nýggj uppgáva'. */
export function TasksPage({ familyId, timeZone, members, createMember }: TasksPageProps) {
  const t = foTasks;
  const create = useChange("tasks/create-task");
  const remove = useChange("tasks/delete-task");
  const reminders = useDrawnRead(useReminders({ familyId }));
  const settling = useFirstAnswerPending(reminders);
  const onDelete = (reminder: Reminder) => remove.mutate({ familyId, id: reminder.id });
  // The form closes once the task is saved, or queued while offline; the assignee's name shows on the pending row.
  const onCreate = (reminder: NewReminder) => {
    const assignedName = members.find((member) => member.id === reminder.assignedTo)?.name ?? null;
    return create.runOrQueue({ ...reminder, familyId, assignedName });
  };
  const [dialogOpen, setDialogOpen] = useState(false);

  const { open, completed } = splitReminders(reminders.data?.reminders ?? []);
  const completedCount = reminders.data?.completedCount ?? 0;
  const message = reminders.isPending ? t.loading : reminders.isError && !reminders.data ? t.fetchError : open.length === 0 ? t.empty : null;

  // The changes load on the page's first touch.
  return (
    <div className="space-y-4" {...preloadOnTouch(create, remove)}>
      <Card aria-labelledby="tasks-title">
        <CardHeader id="tasks-title" as="h1" title={t.title} description={reminders.data !== undefined ? t.openCount(open.length) : undefined} />
        <OpenReminders familyId={familyId} timeZone={timeZone} open={open} message={message} onDelete={onDelete} />
      </Card>
      {settling ? null : (
        <>
          {completedCount > 0 ? (
            <CompletedReminders
              familyId={familyId}
              completed={completed}
              count={completedCount}
              nextBefore={reminders.data?.nextBefore ?? null}
              timeZone={timeZone}
              onDelete={onDelete}
            />
          ) : null}
          <Card aria-labelledby="new-task-title">
            <CardHeader id="new-task-title" title={t.newTitle} />
            <Button className="w-full" onClick={() => setDialogOpen(true)} onPointerDown={NewReminderDialog.preload} onFocus={NewReminderDialog.preload}>
              {t.newButton}
            </Button>
          </Card>
        </>
      )}
      <NewReminderDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        timeZone={timeZone}
        onCreate={onCreate}
        members={members}
        createMember={createMember}
      />
    </div>
  );
}
