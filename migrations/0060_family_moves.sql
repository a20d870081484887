-- The families being moved out of this database (docs/features/several-databases.md "Moving a family").
-- While a family has a row here, the generated `<table>_moving_*` triggers refuse every write of its rows.
CREATE TABLE `family_moves` (
	`family_id` text PRIMARY KEY NOT NULL,
	`to_db` text NOT NULL,
	`started_at` text NOT NULL
);
