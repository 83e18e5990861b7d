import { count, desc, eq, inArray } from "drizzle-orm";
import { db } from "../db.server";
import { jobApplications, type JobApplication } from "../db/schema";

export type NewJobApplication = typeof jobApplications.$inferInsert;

/** Stores one application (its CV already kept in the private folder). */
export function createJobApplication(row: NewJobApplication): JobApplication {
  return db.insert(jobApplications).values(row).returning().get();
}

export function getJobApplication(id: number): JobApplication | undefined {
  return db.select().from(jobApplications).where(eq(jobApplications.id, id)).get();
}

/** A job's applications, newest first (a job draws a few dozen: no paging). */
export function listJobApplications(jobId: number, limit = 500): JobApplication[] {
  return db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.job_id, jobId))
    .orderBy(desc(jobApplications.created_at), desc(jobApplications.id))
    .limit(limit)
    .all();
}

/** How many applications each of these jobs has (jobs with none are absent). */
export function countJobApplications(jobIds: number[]): Map<number, number> {
  if (!jobIds.length) return new Map();
  const rows = db
    .select({ job_id: jobApplications.job_id, n: count() })
    .from(jobApplications)
    .where(inArray(jobApplications.job_id, jobIds))
    .groupBy(jobApplications.job_id)
    .all();
  return new Map(rows.map((r) => [r.job_id, r.n]));
}

/**
 * Deletes a job's applications (when the job itself is deleted for good) and answers the CV files
 * they kept, for the caller to remove: nobody can reach them once their job is gone.
 */
export function deleteJobApplications(jobId: number): string[] {
  return db
    .delete(jobApplications)
    .where(eq(jobApplications.job_id, jobId))
    .returning({ cv_file: jobApplications.cv_file })
    .all()
    .map((r) => r.cv_file);
}

/**
 * Deletes the applications whose job is neither on the site nor in the Trash (a job deleted for
 * good before its applications went with it) and answers their CV files, for the caller to remove.
 */
export function deleteOrphanApplications(): string[] {
  return (
    db.sqlite
      .prepare(
        `DELETE FROM job_applications
          WHERE job_id NOT IN (SELECT id FROM jobs)
            AND job_id NOT IN (SELECT item_id FROM trash WHERE kind = 'jobs')
          RETURNING cv_file`,
      )
      .all() as { cv_file: string }[]
  ).map((r) => r.cv_file);
}
