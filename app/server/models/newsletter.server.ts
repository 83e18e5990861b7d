import { asc, count, desc, eq, gt } from "drizzle-orm";
import { db } from "../db.server";
import { newsletterSubscribers } from "../db/schema";
import { paged, type PageRequest } from "./paging.server";

/**
 * Keeps an address (already normalised by the newsletter schema). Asking again changes nothing:
 * `created` says whether this was the first time.
 */
export function subscribeToNewsletter(email: string): { created: boolean } {
  const row = db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id })
    .get();
  return { created: row !== undefined };
}

/** Newest first, for the admin's list. */
export function listNewsletterSubscribers(req: PageRequest = {}) {
  return paged(
    req,
    { perPage: 50 },
    () => countNewsletterSubscribers(),
    (limit, offset) =>
      db
        .select()
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.created_at), desc(newsletterSubscribers.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
}

function countNewsletterSubscribers(): number {
  return db.select({ n: count() }).from(newsletterSubscribers).get()?.n ?? 0;
}

/** Up to `limit` addresses after id `afterId`, oldest first: the CSV export reads them in slices. */
export function newsletterSubscribersAfter(afterId: number, limit: number) {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(gt(newsletterSubscribers.id, afterId))
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit)
    .all();
}

/** Removes one address; false when it was already gone. */
export function deleteNewsletterSubscriber(id: number): boolean {
  return (
    db
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ id: newsletterSubscribers.id })
      .get() !== undefined
  );
}
