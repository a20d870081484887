-- The family's place for the wall's weather (docs/features/weather.md): a key of contract/places.ts, NULL for no weather.
ALTER TABLE `families` ADD `weather_place` text;--> statement-breakpoint
-- MET Norway's forecast per place, shared by every family there. It lives in the directory (DB), which
-- every database's schema has; the family databases keep the table empty.
CREATE TABLE `weather_forecasts` (
	`place` text PRIMARY KEY NOT NULL,
	`forecast` text,
	`fetched_at` text,
	`last_modified` text,
	`expires_at` text NOT NULL,
	`claimed_until` text,
	`failures` integer DEFAULT 0 NOT NULL,
	`last_error` text
);
