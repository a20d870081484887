// Two linked children (docs/features/two-homes.md), each with a 2-2-3 pattern, ten one-off stretches
// and twenty swaps, and 100 events their other homes shared; the family's own copies only, as the
// homes read reads them (the other homes' ids need no family here). Scale multiplies the events.
import { isoAgo, seq, text, DAY_S } from "./sql.mjs";

export default {
  name: "homes",
  describe: (scale) => `2 linked children, 20 one-off stretches, 40 swaps, ${100 * scale} shared events`,
  sql({ family, scale, nowSec }) {
    const child = (n) => text(`${family.id}-linked-${n}`);
    const link = (n) => text(`${family.id}-link-${n}`);
    const exceptions = (n) =>
      text(
        JSON.stringify(
          Array.from({ length: 10 }, (_, i) => ({
            id: `x${n}-${i}`,
            from: `2027-0${1 + (i % 9)}-10`,
            to: `2027-0${1 + (i % 9)}-12`,
            home: family.id,
            reason: null,
            swapId: null,
          })),
        ),
      );
    return [
      `INSERT INTO family_members (id, family_id, user_id, name, role, created_at, is_child) VALUES
       ${[0, 1].map((n) => `(${child(n)}, ${text(family.id)}, NULL, 'Barn ${n}', 'Barn', ${isoAgo(nowSec, `${400 * DAY_S} + ${n}`)}, 1)`).join(", ")}`,
      `INSERT INTO child_links (id, family_id, member_id, other_family_id, other_family_name, other_member_id, host, template, start_date, exchange_time, first_home, exceptions, revision, created_at) VALUES
       ${[0, 1]
         .map(
           (n) =>
             `(${link(n)}, ${text(family.id)}, ${child(n)}, ${text(`${family.id}-other-${n}`)}, 'Hjá pápa', ${text(`other-member-${n}`)}, 1, '2-2-3', '2026-01-05', '17:00', ${text(family.id)}, ${exceptions(n)}, 12, ${isoAgo(nowSec, `${300 * DAY_S} + ${n}`)})`,
         )
         .join(", ")}`,
      `${seq(40)} INSERT INTO custody_swaps (id, family_id, link_id, proposed_by, from_date, to_date, home, reason, respond_by, expires_at, status, revision, created_at)
       SELECT printf('%s-swap-%03d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.id)} || '-link-' || (n % 2), ${text(family.id)}, '2027-03-01', '2027-03-03',
              ${text(family.id)}, NULL, '2027-02-20', '2027-02-21T00:00:00.000Z', CASE WHEN n % 3 = 0 THEN 'proposed' ELSE 'accepted' END, 1, ${isoAgo(nowSec, `n * ${DAY_S}`)}
       FROM seq`,
      `${seq(100 * scale)} INSERT INTO other_home_events (id, family_id, link_id, origin_family_id, origin_family_name, title, start_time, end_time, location, recurrence, updated_at)
       SELECT printf('%s-shared-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.id)} || '-link-' || (n % 2), ${text(family.id)} || '-other-' || (n % 2), 'Hjá pápa',
              'Fótbóltur ' || n, ${isoAgo(nowSec, `-(n * 43200)`)}, ${isoAgo(nowSec, `-(n * 43200) - 3600`)}, NULL, 'none', ${isoAgo(nowSec, "600")}
       FROM seq`,
    ];
  },
  reads: [{ name: "homes", path: (family) => `/api/families/${family.id}/homes`, rows: (body) => body.links.length + body.otherHomeEvents.length }],
};
