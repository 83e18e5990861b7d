import { and, count, desc, eq, ne } from "drizzle-orm";
import { db } from "../db.server";
import { jobs, type Job } from "../db/schema";
import { isPublicRow } from "../entities/entity.server";
import { jobEntity } from "../entities/job.server";
import { byIdCrud, isValueTaken } from "./crud.server";
import { paged, type PageRequest } from "./paging.server";

const crud = byIdCrud(jobs, { touches: true });

export const getJobById = crud.getById;
export const createJob = crud.create;
export const updateJob = crud.update;
export const deleteJob = crud.remove;

/** The entity's visibility rule as SQL and as a test of one row: active postings only. */
const PUBLIC = jobEntity.publicStatus;

/** Who may see a job posting on the public site and in public /api answers. */
export function isPublicJob(job: Pick<Job, "status">): boolean {
  return isPublicRow(jobEntity, job);
}

export interface JobFilter extends PageRequest {
  /** Visitors pass the entity's public status; the admin passes nothing. */
  status?: Job["status"];
  experience_level?: string;
}

function whereOf(f: JobFilter) {
  return and(
    f.status ? eq(jobs.status, f.status) : undefined,
    f.experience_level ? eq(jobs.experience_level, f.experience_level) : undefined,
  );
}

/** Newest first. */
export function listJobs(f: JobFilter = {}) {
  const where = whereOf(f);
  return paged(
    f,
    { perPage: 10 },
    () => db.select({ n: count() }).from(jobs).where(where).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.created_at), desc(jobs.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
}

export function getJobBySlug(slug: string, opts: { activeOnly: boolean }): Job | undefined {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.slug, slug), opts.activeOnly ? eq(jobs.status, PUBLIC) : undefined))
    .get();
}

/** Up to `limit` other active jobs, newest first. */
export function listOtherActiveJobs(exceptId: number, limit = 3): Job[] {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, PUBLIC), ne(jobs.id, exceptId)))
    .orderBy(desc(jobs.created_at))
    .limit(limit)
    .all();
}

export function isJobSlugTaken(slug: string, exceptId?: number): boolean {
  return isValueTaken(jobs, jobs.slug, slug, exceptId);
}

/** What the sitemap needs of each active job: its URL and when it last changed. */
export function listActiveJobPaths(): { slug: string; updated_at: string }[] {
  return db
    .select({ slug: jobs.slug, updated_at: jobs.updated_at })
    .from(jobs)
    .where(eq(jobs.status, PUBLIC))
    .orderBy(desc(jobs.created_at))
    .all();
}
