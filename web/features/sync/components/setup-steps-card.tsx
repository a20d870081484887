import { Card, CardHeader } from "@web/components/ui/card";
import { foSync } from "@web/i18n/fo/sync";

function Steps({ id, title, steps }: { id: string; title: string; steps: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-700 dark:text-slate-300">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** Step by step, for the iPhone's own CalDAV account and for Android's DAVx⁵. */
export function SetupStepsCard() {
  const t = foSync;
  return (
    <Card aria-labelledby="sync-steps-title">
      <CardHeader id="sync-steps-title" title={t.stepsTitle} description={t.stepsIntro} />
      <div className="space-y-6">
        <Steps id="sync-steps-iphone" title={t.iphoneTitle} steps={t.iphoneSteps} />
        <Steps id="sync-steps-android" title={t.androidTitle} steps={t.androidSteps} />
      </div>
    </Card>
  );
}
