import { changelogEntries, helpBodies, type HelpBlock } from "@web/i18n/fo/help-bodies";
import { formatDate } from "@web/lib/dates";

function Block({ block }: { block: HelpBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** What a help section shows once opened. The texts are fixed and distinct, so each block's own text is its key. */
export function HelpBody({ id }: { id: string }) {
  return (
    <>
      {(helpBodies[id] ?? []).map((block) => (
        <Block key={typeof block === "string" ? block : block.join("\n")} block={block} />
      ))}
    </>
  );
}

/** The changelog's entries, newest first. */
export function ChangelogBody() {
  return (
    <>
      {changelogEntries.map((entry) => (
        <section key={entry.date} aria-label={formatDate(entry.date)}>
          <h3 className="font-semibold">{formatDate(entry.date)}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {entry.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
