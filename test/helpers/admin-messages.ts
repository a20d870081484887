import { adminMessages } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { directory, everyFamilyDb } from "./factories";

/** An info message as the broadcast stores it: the panel's row in the directory, a copy in every family database. */
export async function storedBroadcast(title: string, createdAt = new Date().toISOString(), id = newId()): Promise<string> {
  for (const store of [directory, ...everyFamilyDb()]) await store.insert(adminMessages).values({ id, title, message: `${title} text`, createdAt });
  return id;
}
