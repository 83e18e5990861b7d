import { count, desc, eq, getTableColumns, or, sql } from "drizzle-orm";
import { db } from "../db.server";
import { inquiries, products } from "../db/schema";
import { withProductReference } from "~/lib/inquiry-product";
import type { InquiryFormInput } from "../validation/inquiry.server";
import { byIdCrud } from "./crud.server";
import { getPublicProductBySlug } from "./products.server";
import { paged, type PageRequest } from "./paging.server";

const crud = byIdCrud(inquiries, { touches: false });

export const getInquiryById = crud.getById;
export const createInquiry = crud.create;
export const deleteInquiry = crud.remove;

/**
 * Stores a contact-form inquiry. When it names a public product, the inquiry keeps the product's id
 * and the product (name, model, page) is written as the message's last line, which also travels in
 * the chat message; an unknown or hidden product is ignored. Returns the stored row.
 */
export function storeInquiry({ product: slug, ...input }: InquiryFormInput, siteUrl: string) {
  const product = slug ? getPublicProductBySlug(slug) : undefined;
  const message = product ? withProductReference(input.message, product, siteUrl) : input.message;
  return createInquiry({ ...input, message, product_id: product?.id ?? null });
}

/**
 * Newest first, so no lead waits at the bottom; each with the product it was about as it is now
 * (name and address), or nulls when there was none or it has been deleted since.
 */
export function listInquiries(req: PageRequest = {}) {
  return paged(
    req,
    { perPage: 20 },
    () => db.select({ n: count() }).from(inquiries).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select({
          ...getTableColumns(inquiries),
          product_name: products.name,
          product_slug: products.slug,
        })
        .from(inquiries)
        .leftJoin(products, eq(products.id, inquiries.product_id))
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

/** Inquiries from the same buyer as a quote request (same email, or same phone), newest first. */
export function inquiriesFromBuyer(email: string, phone: string | null) {
  return db
    .select({ id: inquiries.id, subject: inquiries.subject, created_at: inquiries.created_at })
    .from(inquiries)
    .where(
      or(
        sql`lower(${inquiries.email}) = lower(${email})`,
        phone ? eq(inquiries.phone, phone) : undefined,
      ),
    )
    .orderBy(desc(inquiries.id))
    .limit(20)
    .all();
}
