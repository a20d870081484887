CREATE TABLE `finished_jobs` (
	`name` text PRIMARY KEY NOT NULL,
	`finished_at` text NOT NULL
);
