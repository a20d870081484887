import { sql } from "drizzle-orm";
import type { Bindings, Db } from "@worker/env";
import { rawStatement } from "@worker/lib/batch";
import { chunks } from "@worker/lib/chunks";
import { errorText } from "@worker/lib/error-text";
import { FANOUT_VERSION } from "@worker/fanout/messages";
import { tellRoom } from "@worker/durable/stubs";
import { homeDb } from "./homes";
import type { LiveMessageType } from "@contract/realtime";

/**
 * Brings one home's copy of a link up to the other's (docs/features/two-homes.md "Two databases"):
 * the link's shared state and its swaps from the host copy, the shared events from the home that
 * owns them, the child's card from whichever home wrote it last, and the end of the link from
 * whichever copy is gone. It reads the source as it is
 * now and writes it whole, so running it twice, late, or after a newer run changes nothing wrong:
 * the shared state and the swaps carry revisions, and a mirror older than what is there is
 * ignored; the shared events are replaced by the source's.
 */

/** The columns of an other home's event; D1 binds at most 100 values a statement. */
const EVENT_COLUMNS = 12;
const EVENTS_PER_STATEMENT = Math.floor(100 / EVENT_COLUMNS);

interface SourceLink {
  host: number;
  template: string | null;
  start_date: string | null;
  exchange_time: string | null;
  first_home: string | null;
  exceptions: string;
  revision: number;
}
interface SourceSwap {
  id: string;
  proposed_by: string;
  from_date: string;
  to_date: string;
  home: string;
  back_from: string | null;
  back_to: string | null;
  reason: string | null;
  respond_by: string;
  expires_at: string;
  status: string;
  decided_at: string | null;
  revision: number;
  created_at: string;
}
interface SharedEvent {
  id: string;
  title: string;
  start_time: string;
  end_time: string;
  location: string | null;
  recurrence: string;
  recurrence_ends: string | null;
  days_of_week: string | null;
}

/** What the source home holds of the link: its copy, its swaps, the events it shares, its name. */
async function readSource(db: Db, linkId: string, from: string, to: string) {
  const [link, swaps, events, family, card] = await db.$client.batch([
    rawStatement(
      db,
      sql`SELECT host, template, start_date, exchange_time, first_home, exceptions, revision FROM child_links WHERE id = ${linkId} AND family_id = ${from} AND other_family_id = ${to}`,
    ),
    rawStatement(db, sql`SELECT * FROM custody_swaps WHERE family_id = ${from} AND link_id = ${linkId}`),
    rawStatement(
      db,
      sql`SELECT id, title, start_time, end_time, location, recurrence, recurrence_ends, days_of_week FROM events WHERE family_id = ${from} AND visibility = 'shared' AND shared_link_id = ${linkId}`,
    ),
    rawStatement(db, sql`SELECT name FROM families WHERE id = ${from}`),
    rawStatement(
      db,
      sql`SELECT c.allergies, c.medicines, c.doctor, c.school, c.contacts, c.pickup, c.bedtime, c.notes, c.updated_at FROM child_cards c
          JOIN child_links l ON l.member_id = c.member_id AND l.family_id = c.family_id WHERE l.id = ${linkId} AND l.family_id = ${from}`,
    ),
  ]);
  return {
    link: (link!.results as SourceLink[])[0],
    swaps: swaps!.results as SourceSwap[],
    events: events!.results as SharedEvent[],
    name: (family!.results as { name: string }[])[0]?.name,
    card: (card!.results as SharedCard[])[0],
  };
}

/** The linked child's card, which both homes share (docs/features/helpers.md "The child's card"). */
interface SharedCard {
  allergies: string;
  medicines: string;
  doctor: string;
  school: string;
  contacts: string;
  pickup: string;
  bedtime: string;
  notes: string;
  updated_at: string;
}

/** The target's card of its own member for the child, when the source's is newer; the author is another database's, so none is named. */
function cardStatement(db: Db, linkId: string, from: string, to: string, c: SharedCard): D1PreparedStatement {
  return rawStatement(
    db,
    sql`INSERT INTO child_cards (member_id, family_id, allergies, medicines, doctor, school, contacts, pickup, bedtime, notes, updated_at, updated_by)
        SELECT member_id, ${to}, ${c.allergies}, ${c.medicines}, ${c.doctor}, ${c.school}, ${c.contacts}, ${c.pickup}, ${c.bedtime}, ${c.notes}, ${c.updated_at}, NULL
        FROM child_links WHERE id = ${linkId} AND family_id = ${to} AND other_family_id = ${from}
        ON CONFLICT (member_id) DO UPDATE SET allergies = excluded.allergies, medicines = excluded.medicines, doctor = excluded.doctor, school = excluded.school,
          contacts = excluded.contacts, pickup = excluded.pickup, bedtime = excluded.bedtime, notes = excluded.notes, updated_at = excluded.updated_at, updated_by = NULL
        WHERE excluded.updated_at > child_cards.updated_at`,
  );
}

/** The target's statements that end its copy: its link, swaps and the other home's events go; its own events shared with the link stay, for its family alone. */
export function endedLinkStatements(db: Db, familyId: string, linkId: string): D1PreparedStatement[] {
  return [
    rawStatement(db, sql`DELETE FROM other_home_events WHERE family_id = ${familyId} AND link_id = ${linkId}`),
    rawStatement(db, sql`DELETE FROM custody_swaps WHERE family_id = ${familyId} AND link_id = ${linkId}`),
    rawStatement(db, sql`UPDATE events SET visibility = 'family', shared_link_id = NULL WHERE family_id = ${familyId} AND shared_link_id = ${linkId}`),
    rawStatement(db, sql`DELETE FROM child_links WHERE id = ${linkId} AND family_id = ${familyId}`),
  ];
}

/** The target copy exists (every write below is held to it, so a link ended meanwhile gets nothing). */
const targetLinked = (linkId: string, to: string, from: string) =>
  sql`EXISTS (SELECT 1 FROM child_links WHERE id = ${linkId} AND family_id = ${to} AND other_family_id = ${from})`;

function stateStatements(db: Db, linkId: string, from: string, to: string, link: SourceLink, swaps: readonly SourceSwap[]): D1PreparedStatement[] {
  const state = rawStatement(
    db,
    sql`UPDATE child_links SET template = ${link.template}, start_date = ${link.start_date}, exchange_time = ${link.exchange_time}, first_home = ${link.first_home}, exceptions = ${link.exceptions}, revision = ${link.revision}
        WHERE id = ${linkId} AND family_id = ${to} AND other_family_id = ${from} AND revision < ${link.revision}`,
  );
  const swapRows = swaps.map((s) =>
    rawStatement(
      db,
      sql`INSERT INTO custody_swaps (id, family_id, link_id, proposed_by, from_date, to_date, home, back_from, back_to, reason, respond_by, expires_at, status, decided_at, revision, created_at)
          SELECT ${s.id}, ${to}, ${linkId}, ${s.proposed_by}, ${s.from_date}, ${s.to_date}, ${s.home}, ${s.back_from}, ${s.back_to}, ${s.reason}, ${s.respond_by}, ${s.expires_at}, ${s.status}, ${s.decided_at}, ${s.revision}, ${s.created_at}
          WHERE ${targetLinked(linkId, to, from)}
          ON CONFLICT (id, family_id) DO UPDATE SET status = excluded.status, decided_at = excluded.decided_at, revision = excluded.revision
          WHERE excluded.revision > custody_swaps.revision`,
    ),
  );
  return [state, ...swapRows];
}

function eventStatements(db: Db, linkId: string, from: string, to: string, name: string, events: readonly SharedEvent[], now: string): D1PreparedStatement[] {
  const clear = rawStatement(db, sql`DELETE FROM other_home_events WHERE family_id = ${to} AND link_id = ${linkId} AND origin_family_id = ${from}`);
  const inserts = chunks(events, EVENTS_PER_STATEMENT).map((run) => {
    const rows = sql.join(
      run.map(
        (e) =>
          sql`SELECT ${e.id}, ${to}, ${linkId}, ${from}, ${name}, ${e.title}, ${e.start_time}, ${e.end_time}, ${e.location}, ${e.recurrence}, ${e.recurrence_ends}, ${e.days_of_week}, ${now}`,
      ),
      sql` UNION ALL `,
    );
    return rawStatement(
      db,
      sql`INSERT INTO other_home_events (id, family_id, link_id, origin_family_id, origin_family_name, title, start_time, end_time, location, recurrence, recurrence_ends, days_of_week, updated_at)
          SELECT * FROM (${rows}) WHERE ${targetLinked(linkId, to, from)}`,
    );
  });
  return [clear, ...inserts];
}

/** Copies the link from home `from` to home `to` (each a family id): one read of the source, one batch in the target. */
export async function syncLink(env: Bindings, linkId: string, from: string, to: string, now = Date.now()): Promise<void> {
  const [fromDb, toDb] = await Promise.all([homeDb(env, from), homeDb(env, to)]);
  const source = await readSource(fromDb, linkId, from, to);
  if (!source.link || source.name === undefined) {
    await toDb.$client.batch(endedLinkStatements(toDb, to, linkId));
    return;
  }
  await toDb.$client.batch([
    rawStatement(
      toDb,
      sql`UPDATE child_links SET other_family_name = ${source.name} WHERE id = ${linkId} AND family_id = ${to} AND other_family_name <> ${source.name}`,
    ),
    ...(source.link.host ? stateStatements(toDb, linkId, from, to, source.link, source.swaps) : []),
    ...eventStatements(toDb, linkId, from, to, source.name, source.events, new Date(now).toISOString()),
    ...(source.card ? [cardStatement(toDb, linkId, from, to, source.card)] : []),
  ]);
}

/**
 * After a write of the family's own shared events: each link's other home (from the family's own
 * copy) gets them, and its phones are told. A link the family no longer has is skipped: its end
 * already removed the other home's copy, or will.
 */
export async function syncOtherHomes(
  env: Bindings,
  familyId: string,
  linkIds: readonly string[],
  tells: readonly LiveMessageType[] = ["home_links_updated"],
): Promise<void> {
  const db = await homeDb(env, familyId);
  const { results } = await db.$client
    .prepare("SELECT id, other_family_id FROM child_links WHERE family_id = ? AND id IN (SELECT value FROM json_each(?))")
    .bind(familyId, JSON.stringify(linkIds))
    .all<{ id: string; other_family_id: string }>();
  await syncOrQueue(
    env,
    results.map((link) => ({ linkId: link.id, from: familyId, to: link.other_family_id })),
  );
  await Promise.all(results.flatMap((link) => tells.map((type) => tellRoom(env, link.other_family_id, type))));
}

/** A sync that could not run now, for the fan-out queue to run again until it does. */
export interface HomeLinkSync {
  linkId: string;
  from: string;
  to: string;
}

/**
 * Syncs now; when the other database does not answer, hands the sync to the queue (which retries
 * it with backoff), so the write the caller made stands and the other home catches up later.
 */
export async function syncOrQueue(env: Bindings, syncs: readonly HomeLinkSync[]): Promise<void> {
  for (const sync of syncs) {
    try {
      await syncLink(env, sync.linkId, sync.from, sync.to);
    } catch (error) {
      console.warn(`home link ${sync.linkId}: sync to ${sync.to} queued after: ${errorText(error, 200)}`);
      await env.FANOUT.send({ v: FANOUT_VERSION, kind: "home-link-sync", ...sync });
    }
  }
}
