/**
 * An application sent from a job's page: the applicant's name, phone, optional email and message,
 * and a CV (PDF or Word, checked by its bytes, at most CV_UPLOAD.maxBytes). It counts against the
 * same hourly allowance per address as the contact form (checked before the file is received, so a
 * refused sender uploads nothing, and counted once the application is stored). The CV is moved out
 * of the public uploads into a dot folder the server never serves; staff download it from the admin.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { site } from "~/config/site";
import { keepPrivate, privateDir } from "../files/private-files.server";
import { CV_UPLOAD, sizeText } from "../files/uploads.server";
import { receiveUploads } from "../http/body.server";
import type { Job } from "../db/schema";
import { createJobApplication } from "../models/job-applications.server";
import { CONTACT_LIMIT, checkRateLimit, consumeRateLimit } from "../models/rate-limits.server";
import { quoteRequestInput } from "../quotes/inputs.server";
import {
  fieldErrors,
  formValues,
  optionalEmail,
  optionalText,
  requiredText,
} from "../validation/fields.server";

const CV_RULES = { cv: CV_UPLOAD };

export const jobApplicationInput = z.object({
  name: requiredText("Full Name", 100),
  phone: quoteRequestInput.shape.phone,
  email: optionalEmail,
  message: optionalText("Message", 3000),
});

const FIELDS = ["name", "phone", "email", "message"] as const;

const APPLICATION_LIMITED = `You have sent several messages in a short time. Please wait a while, or call us on ${site.phones[0]}.`;

export type ApplicationResult =
  | { kind: "sent"; name: string }
  | {
      kind: "invalid";
      status: 400 | 413 | 415 | 429 | 503;
      errors: Record<string, string>;
      values: Record<string, string>;
      retryAfter?: number;
    };

function kept(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(FIELDS.map((f) => [f, (values[f] ?? "").slice(0, 3000)]));
}

/** Reads, checks and stores an application for an open job. Nothing is kept when it is refused. */
export async function applyForJob(
  request: Request,
  job: Pick<Job, "id" | "title">,
  address: string,
): Promise<ApplicationResult> {
  const keys = [`ip:${address}`];
  const before = checkRateLimit(CONTACT_LIMIT, keys);
  if (before.limited)
    return {
      kind: "invalid",
      status: 429,
      errors: { form: APPLICATION_LIMITED },
      values: {},
      retryAfter: before.retryAfterSeconds,
    };
  const received = await receiveUploads(request, CV_RULES);
  if (!received.ok) {
    return {
      kind: "invalid",
      status: received.status,
      errors: { [received.field ?? "form"]: received.error },
      values: received.form ? kept(formValues(received.form)) : {},
    };
  }
  const values = formValues(received.form);
  const parsed = jobApplicationInput.safeParse(values);
  const cv = received.files.cv;
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (!cv) errors.cv = `Please attach your CV (PDF or Word, up to ${sizeText(CV_UPLOAD.maxBytes)})`;
  if (!parsed.success || !cv) {
    await received.discard();
    return { kind: "invalid", status: 400, errors, values: kept(values) };
  }
  const limit = consumeRateLimit(CONTACT_LIMIT, keys);
  if (limit.limited) {
    await received.discard();
    return {
      kind: "invalid",
      status: 429,
      errors: { form: APPLICATION_LIMITED },
      values: kept(values),
      retryAfter: limit.retryAfterSeconds,
    };
  }
  await keepPrivate(".job-cv", cv.name);
  try {
    createJobApplication({
      job_id: job.id,
      job_title: job.title,
      ...parsed.data,
      cv_file: cv.name,
      cv_name: cv.originalName || `cv${path.extname(cv.name)}`,
      cv_size: cv.size,
    });
  } catch (error) {
    await fs.rm(path.join(privateDir(".job-cv"), cv.name), { force: true });
    throw error;
  }
  return { kind: "sent", name: parsed.data.name };
}
