import { count, desc } from "drizzle-orm";
import { db } from "../db.server";
import { inquiries } from "../db/schema";
import { byIdCrud } from "./crud.server";
import { paged, type PageRequest } from "./paging.server";

const crud = byIdCrud(inquiries, { touches: false });

export const getInquiryById = crud.getById;
export const createInquiry = crud.create;
export const deleteInquiry = crud.remove;

/** Newest first, so no lead waits at the bottom. */
export function listInquiries(req: PageRequest = {}) {
  return paged(
    req,
    { perPage: 20 },
    () => db.select({ n: count() }).from(inquiries).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(inquiries)
        .orderBy(desc(inquiries.created_at), desc(inquiries.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
}

/** How many inquiries are stored (for the admin's tab badge and dashboard). */
export function countInquiries(): number {
  return db.select({ n: count() }).from(inquiries).get()?.n ?? 0;
}
