// Applying for a job from its page: the action and the admin's list and CV download, called with real
// multipart Requests (real PDF and Word bytes) against this file's own database and uploads folder.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as jobForm from "~/routes/admin/jobs-form";
import { loader as jobsLoader } from "~/routes/admin/jobs";
import { loader as applicationsLoader } from "~/routes/admin/jobs-applications";
import { loader as cvLoader } from "~/routes/admin/jobs-application-cv";
import { action as deleteAction } from "~/routes/admin/manager-delete";
import { action as trashAction } from "~/routes/admin/trash";
import { listTrash } from "~/server/models/trash.server";
import { action as applyAction, loader as jobLoader } from "~/routes/site/job";
import { env } from "~/server/env.server";
import { CV_UPLOAD } from "~/server/files/uploads.server";
import {
  createJobApplication,
  getJobApplication,
  listJobApplications,
} from "~/server/models/job-applications.server";
import { purgeExpiredTrash } from "~/server/admin/managers.server";
import { createJob, getJobBySlug } from "~/server/models/jobs.server";
import { CONTACT_LIMIT } from "~/server/models/rate-limits.server";
import { privateDir } from "~/server/files/private-files.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  form,
  multipart,
  pdfFile,
  settle,
  textFile,
  unwrap,
} from "./admin-test-helpers";

let cookie: string;
let jobId: number;
const slug = "label-printer-technician";

beforeAll(async () => {
  const admin = await ensureAdminUser();
  cookie = await adminCookie(admin.id, admin.session_version);
  jobId = createJob({
    slug,
    title: "Label Printer Technician",
    skills: "Printers",
    responsibilities: "Repair printers",
    status: "active",
  }).id;
  createJob({
    slug: "closed-role",
    title: "Closed Role",
    skills: "x",
    responsibilities: "x",
    status: "inactive",
  });
});

/** A minimal Word 2007+ file: a ZIP holding word/document.xml, as Word writes it. */
function docxFile(name = "cv.docx") {
  // Built once with Python's zipfile: [Content_Types].xml, _rels/.rels, word/document.xml.
  const bytes = fs.readFileSync(path.join(__dirname, "../fixtures/cv.docx"));
  return new File([new Uint8Array(bytes)], name);
}

const fields = {
  name: "Ravi Kumar",
  phone: "+91 98111 22334",
  email: "ravi@example.com",
  message: "Notice period: 30 days",
};

function apply(
  body: Record<string, string | File>,
  address: string,
  { to = slug, headers = {} }: { to?: string; headers?: Record<string, string> } = {},
) {
  const request = multipart(`/careers/${to}`, body, { headers });
  return settle(() => applyAction(args(request, { slug: to }, address)));
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  const r = result as { init?: { status?: number } | null; status?: number };
  return r.init?.status ?? 200;
}

const cvDir = () => privateDir(".job-cv");
const storedCvs = () => (fs.existsSync(cvDir()) ? fs.readdirSync(cvDir()) : []);
/** Files left in the public uploads folder (temporary dot files included). */
const publicUploads = () => fs.readdirSync(env.UPLOADS_DIR).filter((n) => n !== ".job-cv");

describe("applying for a job", () => {
  it("stores the application with its PDF CV outside the public uploads and thanks the applicant", async () => {
    const before = listJobApplications(jobId).length;
    const result = await apply({ ...fields, cv: pdfFile("Ravi CV.pdf") }, "198.51.100.1");
    const { data, status } = unwrap(result);
    expect(status).toBe(200);
    expect(data).toEqual({ kind: "sent", name: "Ravi Kumar" });
    const [latest] = listJobApplications(jobId);
    expect(listJobApplications(jobId).length).toBe(before + 1);
    expect(latest).toMatchObject({
      name: "Ravi Kumar",
      phone: "+91 98111 22334",
      email: "ravi@example.com",
      message: "Notice period: 30 days",
      job_title: "Label Printer Technician",
      cv_name: "Ravi CV.pdf",
    });
    // Kept in the private folder, never under /uploads' own name.
    expect(storedCvs()).toContain(latest.cv_file);
    expect(publicUploads()).not.toContain(latest.cv_file);
  });

  it("a job deleted for good takes its applications and their CVs with it; in the Trash they wait", async () => {
    const job = createJob({
      slug: "short-lived-role",
      title: "Short-lived Role",
      skills: "x",
      responsibilities: "x",
      status: "active",
    });
    await apply({ ...fields, cv: pdfFile("Asha CV.pdf") }, "198.51.100.40", {
      to: "short-lived-role",
    });
    const [application] = listJobApplications(job.id);
    expect(storedCvs()).toContain(application.cv_file);
    const admin = (r: Request) => (r.headers.set("Cookie", cookie), r);
    const deleted = await settle(() =>
      deleteAction(args(admin(form(`/admin/jobs/${job.id}/delete`, {})), { id: String(job.id) })),
    );
    expect((deleted as Response).status).toBe(303);
    // In the Trash the job can come back, and its applications with it.
    expect(listJobApplications(job.id)).toHaveLength(1);
    const trashed = listTrash().find((t) => t.label === "Short-lived Role")!;
    // The confirmation says what else goes.
    const ask = unwrap<{ confirm: { applications: number } }>(
      await settle(() =>
        trashAction(args(admin(form("/admin/trash", { intent: "purge", id: String(trashed.id) })))),
      ),
    );
    expect(ask.data.confirm.applications).toBe(1);
    await settle(() =>
      trashAction(
        args(
          admin(
            form("/admin/trash", { intent: "purge", id: String(trashed.id), confirmed: "yes" }),
          ),
        ),
      ),
    );
    expect(listTrash().some((t) => t.id === trashed.id)).toBe(false);
    expect(listJobApplications(job.id)).toEqual([]);
    expect(storedCvs()).not.toContain(application.cv_file);
  });

  it("the daily purge removes applications whose job was deleted for good earlier, with their CVs", async () => {
    fs.mkdirSync(cvDir(), { recursive: true });
    const orphan = createJobApplication({
      job_id: 987_654,
      job_title: "A role deleted long ago",
      name: "Meena",
      phone: "+91 98111 00000",
      cv_file: `${"c".repeat(32)}.pdf`,
      cv_name: "Meena CV.pdf",
      cv_size: 3,
    });
    fs.writeFileSync(path.join(cvDir(), orphan.cv_file), "pdf");
    const kept = listJobApplications(jobId).length;
    await purgeExpiredTrash();
    expect(getJobApplication(orphan.id)).toBeUndefined();
    expect(storedCvs()).not.toContain(orphan.cv_file);
    // A live job's applications stay.
    expect(listJobApplications(jobId)).toHaveLength(kept);
  });

  it("takes a Word .docx CV checked by its content", async () => {
    const { data } = unwrap(await apply({ ...fields, cv: docxFile() }, "198.51.100.2"));
    expect(data).toMatchObject({ kind: "sent" });
    expect(listJobApplications(jobId)[0].cv_name).toBe("cv.docx");
  });

  it("refuses a fake PDF (text named .pdf) and an executable named .docx with 415; nothing is kept", async () => {
    const before = listJobApplications(jobId).length;
    const cvs = storedCvs().length;
    for (const cv of [
      textFile("cv.pdf", "I am not a PDF, just text with a PDF name"),
      new File(
        [new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(200).fill(0)])],
        "cv.docx",
      ),
      textFile("cv.html", "<script>alert(1)</script>"),
    ]) {
      const result = await apply({ ...fields, cv }, "198.51.100.3");
      expect(statusOf(result)).toBe(415);
      const { data } = unwrap(result);
      expect(data).toMatchObject({
        kind: "invalid",
        errors: { cv: "CV must be a PDF or Word file (.pdf, .doc or .docx)" },
        // What was typed comes back to the form.
        values: { name: "Ravi Kumar", phone: "+91 98111 22334" },
      });
    }
    expect(listJobApplications(jobId).length).toBe(before);
    expect(storedCvs().length).toBe(cvs);
    expect(publicUploads().filter((n) => !n.startsWith("."))).toEqual([]);
  });

  it("refuses a CV over the documented 5 MB with 413, streamed or declared; nothing is kept", async () => {
    expect(CV_UPLOAD.maxBytes).toBe(5 * 1024 * 1024);
    const before = listJobApplications(jobId).length;
    const big = new Uint8Array(CV_UPLOAD.maxBytes + 1);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    const streamed = await apply({ ...fields, cv: new File([big], "big.pdf") }, "198.51.100.4");
    expect(statusOf(streamed)).toBe(413);
    expect(unwrap(streamed).data).toMatchObject({
      errors: { cv: "CV is too large (maximum 5 MB)" },
    });
    // A body that says it is larger than a CV and the fields can be is refused before it is read.
    const declared = await apply({ ...fields, cv: pdfFile() }, "198.51.100.4", {
      headers: { "Content-Length": String(50 * 1024 * 1024) },
    });
    expect(statusOf(declared)).toBe(413);
    expect(listJobApplications(jobId).length).toBe(before);
    expect(publicUploads().filter((n) => !n.startsWith("."))).toEqual([]);
  });

  it("asks for the name, a real phone and the CV; 400 with each field's message", async () => {
    const result = await apply({ name: " ", phone: "12", email: "nope" }, "198.51.100.5");
    expect(statusOf(result)).toBe(400);
    expect(unwrap(result).data).toMatchObject({
      kind: "invalid",
      errors: {
        name: "Full Name is required",
        phone: "Please enter a phone number with 10 to 15 digits",
        email: "Please enter a valid email address",
        cv: "Please attach your CV (PDF or Word, up to 5 MB)",
      },
    });
  });

  it("shares the contact form's hourly allowance per address: then 429 with Retry-After, other addresses still apply", async () => {
    const address = "198.51.100.6";
    for (let i = 0; i < CONTACT_LIMIT.limit; i++) {
      expect(statusOf(await apply({ ...fields, cv: pdfFile() }, address))).toBe(200);
    }
    const before = listJobApplications(jobId).length;
    const refused = await apply({ ...fields, cv: pdfFile() }, address);
    expect(statusOf(refused)).toBe(429);
    const init = (refused as { init?: { headers?: HeadersInit } }).init;
    expect(Number(new Headers(init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(unwrap(refused).data).toMatchObject({ errors: { form: expect.stringMatching(/wait/) } });
    expect(listJobApplications(jobId).length).toBe(before);
    expect(statusOf(await apply({ ...fields, cv: pdfFile() }, "198.51.100.7"))).toBe(200);
  });

  it("a closed or unknown job takes no application (404)", async () => {
    for (const to of ["closed-role", "no-such-job"]) {
      const result = await apply({ ...fields, cv: pdfFile() }, "198.51.100.8", { to });
      expect(statusOf(result)).toBe(404);
    }
  });
});

describe("the admin's applications", () => {
  it("lists a job's applications with their count on the jobs list, and the CV downloads to staff only, as an attachment", async () => {
    await apply({ ...fields, name: "Meena Shah", cv: pdfFile("Meena.pdf") }, "198.51.100.9");
    const get = (url: string, withCookie = true) =>
      new Request(`${BASE}${url}`, { headers: withCookie ? { Cookie: cookie } : {} });

    const list = unwrap<{ jobs: { id: number; applications: number }[] }>(
      await jobsLoader(args(get("/admin/jobs"))),
    ).data;
    const count = listJobApplications(jobId).length;
    expect(list.jobs.find((j) => j.id === jobId)?.applications).toBe(count);

    const page = unwrap<{ applications: { id: number; name: string; cvName: string }[] }>(
      await applicationsLoader(
        args(get(`/admin/jobs/${jobId}/applications`), { id: String(jobId) }),
      ),
    ).data;
    expect(page.applications).toHaveLength(count);
    const meena = page.applications[0];
    expect(meena).toMatchObject({ name: "Meena Shah", cvName: "Meena.pdf" });

    const url = `/admin/jobs/applications/${meena.id}/cv`;
    // Anonymous: sent to the sign-in, never the file.
    const anonymous = (await settle(() =>
      cvLoader(args(get(url, false), { id: String(meena.id) })),
    )) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    const anonymousList = (await settle(() =>
      applicationsLoader(
        args(get(`/admin/jobs/${jobId}/applications`, false), { id: String(jobId) }),
      ),
    )) as Response;
    expect(anonymousList.status).toBe(302);

    const res = (await cvLoader(args(get(url), { id: String(meena.id) }))) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Meena.pdf"/);
    expect(res.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
    const body = new TextDecoder().decode(await res.arrayBuffer());
    expect(body).toBe(await pdfFile().text());

    const missing = (await cvLoader(
      args(get("/admin/jobs/applications/99999/cv"), { id: "99999" }),
    )) as Response;
    expect(missing.status).toBe(404);
  });
});

describe("job terms", () => {
  it("a pay range that ends below its start is refused; a saved range reaches the page and its JobPosting", async () => {
    const post = (fields: Record<string, string>) => {
      const request = form(`/admin/jobs/${jobId}/edit`, fields);
      request.headers.set("Cookie", cookie);
      request.headers.set("Sec-Fetch-Site", "same-origin");
      return settle(() => jobForm.action(args(request, { id: String(jobId) })));
    };
    const job = getJobBySlug(slug, { activeOnly: false })!;
    const base = {
      title: job.title,
      slug: job.slug,
      skills: job.skills,
      responsibilities: job.responsibilities,
      status: "active",
      edit_version: job.updated_at,
    };
    const bad = await post({ ...base, salary_min: "40000", salary_max: "30000" });
    expect(unwrap<{ fieldErrors: Record<string, string> }>(bad).data.fieldErrors).toEqual({
      salary_max: "Salary up to must not be less than salary from",
    });
    const good = (await post({
      ...base,
      employment_type: "internship",
      salary_min: "₹3,00,000",
      salary_max: "",
      salary_period: "year",
    })) as Response;
    expect(good.status).toBe(303);
    const page = jobLoader(args(new Request(`${BASE}/careers/${slug}`), { slug }));
    expect(page.job).toMatchObject({
      employment: "Internship",
      salary: "From ₹3,00,000 per year",
    });
    expect(page.jsonLd).toMatchObject({
      employmentType: "INTERN",
      directApply: true,
      baseSalary: { currency: "INR", value: { value: 300000, unitText: "YEAR" } },
    });
  });
});
