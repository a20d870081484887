-- One event per UID in a family (docs/features/caldav.md "The calendar (VEVENT)"): `dav_uid` holds
-- the UID of the phone's text (NULL: the app's `<id>@familyhub`), and a unique index makes two
-- phones creating one UID at once store one event. Before the index, the column is filled from the
-- stored texts, and a UID two events share (only a race could store that) stays the earliest's:
-- each later one gets its own app UID, in its text too (worker/lib/event-uid.ts does the same for
-- a restored file). A text whose UID line cannot be rewritten as it stands is dropped; the event's
-- columns keep what the app shows of it.
ALTER TABLE `events` ADD `dav_uid` text;
--> statement-breakpoint
-- The UID of the first VEVENT, as ical.js reads it: lines unfolded, the first UID property among
-- the VEVENT's own (RFC 5545 puts them before its VALARMs, which may hold a UID of their own), its
-- value after the first colon, unescaped; none for the event's own app UID, as a CalDAV write stores it.
WITH
  unfolded AS (
    SELECT `id`, char(10) || replace(replace(replace(replace(`dav_source`, char(13, 10, 32), ''), char(13, 10, 9), ''), char(10, 32), ''), char(10, 9), '') AS t
    FROM `events` WHERE `dav_source` IS NOT NULL
  ),
  vevent AS (
    SELECT `id`, substr(t, instr(upper(t), char(10) || 'BEGIN:VEVENT') + 13) AS t FROM unfolded WHERE instr(upper(t), char(10) || 'BEGIN:VEVENT') > 0
  ),
  edges AS (SELECT `id`, t, instr(upper(t), char(10) || 'BEGIN:') AS b, instr(upper(t), char(10) || 'END:') AS e FROM vevent),
  own AS (SELECT `id`, substr(t, 1, CASE WHEN b > 0 AND (e = 0 OR b < e) THEN b ELSE e END) AS t FROM edges),
  starts AS (SELECT `id`, t, instr(upper(t), char(10) || 'UID:') AS c, instr(upper(t), char(10) || 'UID;') AS s FROM own),
  line AS (SELECT `id`, substr(t, CASE WHEN c > 0 AND (s = 0 OR c < s) THEN c ELSE s END + 1) AS t FROM starts WHERE c > 0 OR s > 0),
  valued AS (SELECT `id`, substr(t, instr(t, ':') + 1) AS v FROM line WHERE instr(t, ':') > 0),
  raw AS (SELECT `id`, rtrim(CASE instr(v, char(10)) WHEN 0 THEN v ELSE substr(v, 1, instr(v, char(10)) - 1) END, char(13)) AS v FROM valued),
  uids AS (
    SELECT `id`, nullif(replace(replace(replace(replace(replace(replace(v, '\\', char(1)), '\,', ','), '\;', ';'), '\n', char(10)), '\N', char(10)), char(1), '\'), '') AS uid FROM raw
  )
UPDATE `events` SET `dav_uid` = nullif(uids.uid, `events`.`id` || '@familyhub') FROM uids WHERE `events`.`id` = uids.`id`;
--> statement-breakpoint
-- A UID held twice: the earliest event (created first, then by id) keeps it, and so does an event
-- the app made (its UID is its id's); every other holder gets its own app UID.
WITH
  ranked AS (
    SELECT `id`, row_number() OVER (PARTITION BY `family_id`, `dav_uid` ORDER BY `created_at`, `id`) AS n FROM `events` WHERE `dav_uid` IS NOT NULL
  ),
  later AS (
    SELECT `id` FROM ranked WHERE n > 1
    UNION
    SELECT phone.`id` FROM `events` AS phone JOIN `events` AS app
      ON app.`id` = substr(phone.`dav_uid`, 1, length(phone.`dav_uid`) - 10) AND app.`family_id` = phone.`family_id` AND app.`dav_uid` IS NULL
    WHERE phone.`dav_uid` LIKE '%@familyhub'
  ),
  rewritten AS (
    SELECT e.`id`, replace(
      replace(e.`dav_source`, char(10) || 'UID:' || e.`dav_uid` || char(13, 10), char(10) || 'UID:' || e.`id` || '@familyhub' || char(13, 10)),
      char(10) || 'UID:' || e.`dav_uid` || char(10), char(10) || 'UID:' || e.`id` || '@familyhub' || char(10)
    ) AS text
    FROM `events` AS e WHERE e.`id` IN (SELECT `id` FROM later)
  )
UPDATE `events` SET `dav_uid` = NULL, `dav_source` = CASE WHEN rewritten.text <> `events`.`dav_source` THEN rewritten.text END
FROM rewritten WHERE `events`.`id` = rewritten.`id`;
--> statement-breakpoint
CREATE UNIQUE INDEX `events_dav_uid` ON `events` (`family_id`,`dav_uid`) WHERE "events"."dav_uid" IS NOT NULL;
