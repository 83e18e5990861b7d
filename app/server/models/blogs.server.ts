import { and, asc, count, desc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import { db } from "../db.server";
import { blogs, type Blog } from "../db/schema";
import { blogEntity } from "../entities/blog.server";
import { isPublicRow } from "../entities/entity.server";
import { byIdCrud, isValueTaken } from "./crud.server";
import { likePattern, paged, type PageRequest } from "./paging.server";

const crud = byIdCrud(blogs, { touches: true });

export const getBlogById = crud.getById;
export const createBlog = crud.create;
export const updateBlog = crud.update;
export const deleteBlog = crud.remove;

/** The entity's visibility rule as SQL and as a test of one row: published posts only. */
const PUBLIC = blogEntity.publicStatus;

/** Who may read a post on the public site and in public /api answers. */
export function isPublicBlog(blog: Pick<Blog, "status">): boolean {
  return isPublicRow(blogEntity, blog);
}

export interface BlogFilter extends PageRequest {
  /** Visitors pass the entity's public status; the admin passes nothing. */
  status?: Blog["status"];
  category?: string;
  /** Title, excerpt or content contains the text. */
  search?: string;
}

function whereOf(f: BlogFilter) {
  const search = f.search?.trim();
  const pattern = search ? likePattern(search) : "";
  return and(
    f.status ? eq(blogs.status, f.status) : undefined,
    f.category ? eq(blogs.category, f.category) : undefined,
    search
      ? or(
          sql`${blogs.title} like ${pattern} escape '\\'`,
          sql`${blogs.excerpt} like ${pattern} escape '\\'`,
          sql`${blogs.content} like ${pattern} escape '\\'`,
        )
      : undefined,
  );
}

/** Newest first. */
export function listBlogs(f: BlogFilter = {}) {
  const where = whereOf(f);
  return paged(
    f,
    { perPage: 10 },
    () => db.select({ n: count() }).from(blogs).where(where).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(blogs)
        .where(where)
        .orderBy(desc(blogs.created_at), desc(blogs.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
}

export function getBlogBySlug(slug: string, opts: { publishedOnly: boolean }): Blog | undefined {
  return db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), opts.publishedOnly ? eq(blogs.status, PUBLIC) : undefined))
    .get();
}

/** The distinct categories of published posts, for the filter buttons. */
export function listPublishedBlogCategories(): string[] {
  return db
    .selectDistinct({ category: blogs.category })
    .from(blogs)
    .where(and(eq(blogs.status, PUBLIC), isNotNull(blogs.category), ne(blogs.category, "")))
    .orderBy(asc(blogs.category))
    .all()
    .map((r) => r.category!);
}

/** Up to `limit` other published posts of the same category, newest first. */
export function listRelatedBlogs(blog: Pick<Blog, "id" | "category">, limit = 3): Blog[] {
  if (!blog.category) return [];
  return db
    .select()
    .from(blogs)
    .where(and(eq(blogs.status, PUBLIC), eq(blogs.category, blog.category), ne(blogs.id, blog.id)))
    .orderBy(desc(blogs.created_at))
    .limit(limit)
    .all();
}

export function isBlogSlugTaken(slug: string, exceptId?: number): boolean {
  return isValueTaken(blogs, blogs.slug, slug, exceptId);
}

/** What the sitemap needs of each published post: its URL and when it last changed. */
export function listPublishedBlogPaths(): { slug: string; updated_at: string }[] {
  return db
    .select({ slug: blogs.slug, updated_at: blogs.updated_at })
    .from(blogs)
    .where(eq(blogs.status, PUBLIC))
    .orderBy(desc(blogs.created_at))
    .all();
}
