import { formatDate } from "@web/lib/dates";
import { foHelperApp as t } from "@web/i18n/fo/helper-app";
import { useHelperView } from "../lib/use-helper-view";
import { useHelperWrite } from "../lib/use-helper-write";
import { CalendarSection } from "./calendar-section";
import { CardsSection } from "./cards-section";
import { DinnerSection } from "./dinner-section";
import { Notice, Shell } from "./shell";
import { ShoppingSection } from "./shopping-section";
import { TasksSection } from "./tasks-section";

/** A device with a token: waiting for a parent, or let in and showing what the link's powers open. */
export function HelperHome({ token, onGone }: { token: string; onGone: (message: string) => void }) {
  const { view, offline, error, refresh } = useHelperView(token, onGone);
  const write = useHelperWrite(token, refresh, onGone);
  if (!view) {
    return <Shell>{offline || error ? <Notice>{error ?? t.networkError}</Notice> : <p role="status">{t.loading}</p>}</Shell>;
  }
  const { me } = view;
  if (me.state === "pending") {
    return (
      <Shell>
        <h1 className="text-2xl font-bold">{t.waitingTitle}</h1>
        <p className="text-lg" role="status">
          {t.waiting}
        </p>
      </Shell>
    );
  }
  const zone = me.timeZone;
  return (
    <Shell>
      <header>
        <h1 className="text-2xl font-bold">{t.greeting(me.name)}</h1>
        <p className="text-slate-600 dark:text-slate-400">{me.familyName}</p>
      </header>
      {offline ? <Notice>{t.offline}</Notice> : null}
      {error || write.error ? <Notice>{write.error ?? error}</Notice> : null}
      {view.dinner !== undefined ? <DinnerSection meal={view.dinner} /> : null}
      {view.tasks ? <TasksSection tasks={view.tasks} timeZone={zone} write={write} offline={offline} /> : null}
      {view.shopping ? <ShoppingSection items={view.shopping} write={write} offline={offline} /> : null}
      {view.events ? <CalendarSection events={view.events} feedUrl={view.feedUrl} timeZone={zone} now={Date.now()} /> : null}
      {view.cards ? <CardsSection cards={view.cards} /> : null}
      {me.endsAt ? <p className="text-center text-sm text-slate-600 dark:text-slate-400">{t.endsAt(formatDate(me.endsAt, zone))}</p> : null}
    </Shell>
  );
}
