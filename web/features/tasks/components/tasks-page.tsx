import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Reminder } from "@contract/schemas/reminders";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { lazyDialog } from "@web/components/ui/lazy-dialog";
import { sentOrQueued } from "@web/lib/write-queue";
import { useDrawnRead, useFirstAnswerPending } from "@web/lib/first-answer";
import { foTasks } from "@web/i18n/fo/tasks";
import { preloadOnTouch } from "@web/lib/changes-on-use";
import type { NewReminder } from "../api/create-reminder";
import { useReminders } from "../api/get-reminders";
import { splitReminders } from "../lib/sort-reminders";
import type { MemberChoices } from "../lib/member-choices";
import { tasksChangesOnUse as changes } from "../lib/changes-on-use";
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
  const queryClient = useQueryClient();
  const reminders = useDrawnRead(useReminders({ familyId }));
  const settling = useFirstAnswerPending(reminders);
  const onDelete = (reminder: Reminder) => changes.start((all) => all.delete, { familyId, id: reminder.id });
  // The form closes once the task is saved, or queued while offline; the assignee's name shows on the pending row.
  const onCreate = (reminder: NewReminder) => {
    const assignedName = members.find((member) => member.id === reminder.assignedTo)?.name ?? null;
    return sentOrQueued(queryClient, { ...reminder, familyId, assignedName }, (variables) => changes.run((all) => all.create, variables));
  };
  const [dialogOpen, setDialogOpen] = useState(false);

  const { open, completed } = splitReminders(reminders.data?.reminders ?? []);
  const completedCount = reminders.data?.completedCount ?? 0;
  const message = reminders.isPending ? t.loading : reminders.isError && !reminders.data ? t.fetchError : open.length === 0 ? t.empty : null;

  // The changes load on the page's first touch.
  return (
    <div className="space-y-4" {...preloadOnTouch(changes)}>
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
