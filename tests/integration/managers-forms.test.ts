// The category, brand, driver, blog, job and inquiry manager pages: loaders and actions called with
// real Requests (signed-in cookie, multipart bodies, real files) against this file's own database.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as blogForm from "~/routes/admin/blogs-form";
import { action as previewAction } from "~/routes/admin/blogs-preview";
import { loader as blogsLoader } from "~/routes/admin/blogs";
import * as brandForm from "~/routes/admin/brands-form";
import { loader as brandsLoader } from "~/routes/admin/brands";
import * as categoryForm from "~/routes/admin/categories-form";
import { loader as categoriesLoader } from "~/routes/admin/categories";
import * as driverForm from "~/routes/admin/drivers-form";
import { loader as driversLoader } from "~/routes/admin/drivers";
import { loader as inquiriesLoader } from "~/routes/admin/inquiries";
import * as jobForm from "~/routes/admin/jobs-form";
import { loader as jobsLoader } from "~/routes/admin/jobs";
import * as deleteStep from "~/routes/admin/manager-delete";
import { getBlogBySlug } from "~/server/models/blogs.server";
import { getBrandByName } from "~/server/models/brands.server";
import { createCategory, getCategoryByName } from "~/server/models/categories.server";
import { getDriverById, listDrivers } from "~/server/models/drivers.server";
import { createInquiry, getInquiryById } from "~/server/models/inquiries.server";
import { getJobBySlug } from "~/server/models/jobs.server";
import { createProduct } from "~/server/models/products.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  form,
  multipart,
  pngFile,
  settle,
  textFile,
  unwrap,
} from "./admin-test-helpers";
import { stored, uploadsDir, zipBytes, zipFile, type Handler } from "./managers-helpers";

type Failure = {
  error: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

let cookie: string;

function authed(request: Request) {
  request.headers.set("Cookie", cookie);
  return request;
}

/** The request as a browser sends a form: with its Content-Length. */
async function sized(request: Request) {
  const body = await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.set("Content-Length", String(body.byteLength));
  return new Request(request.url, { method: request.method, body, headers });
}

/** Posts a multipart form to a page action; `id` makes it the edit (or delete) of that row. */
async function post(
  handler: Handler,
  url: string,
  fields: Record<string, string | File>,
  id?: number,
) {
  const params: Record<string, string> = id === undefined ? {} : { id: String(id) };
  const request = await sized(authed(multipart(url, fields)));
  return (handler as (a: unknown) => Promise<unknown>)(args(request, params));
}

/** The delete as the list's confirm() or the confirmation step posts it. */
const removeVia = (tab: string, id: number) =>
  post(deleteStep.action, `/admin/${tab}/${id}/delete`, {}, id);

function get(handler: Handler, url: string, params: Record<string, string> = {}) {
  return (handler as (a: unknown) => Promise<unknown>)(
    args(authed(new Request(`${BASE}${url}`)), params),
  );
}

async function expectSaved(result: unknown, tab: string, message: string) {
  const res = result as Response;
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe(`/admin/${tab}`);
  expect(await flashOf(res)).toEqual({ type: "success", message });
}

function failure(result: unknown) {
  return unwrap<Failure>(result);
}

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
});

describe("every manager page and action requires the admin session", () => {
  const pages: [string, Handler, Record<string, string>][] = [
    ["/admin/categories", categoriesLoader, {}],
    ["/admin/brands/new", brandForm.loader, {}],
    ["/admin/drivers", driversLoader, {}],
    ["/admin/blogs/1/edit", blogForm.loader, { id: "1" }],
    ["/admin/jobs", jobsLoader, {}],
    ["/admin/inquiries", inquiriesLoader, {}],
    ["/admin/jobs/1/delete", deleteStep.loader, { id: "1" }],
  ];
  it.each(pages)("GET %s redirects to the login page", async (url, handler, params) => {
    const res = (await settle(() =>
      (handler as (a: unknown) => unknown)(args(new Request(`${BASE}${url}`), params)),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(
      `/admin/login?${new URLSearchParams({ redirectTo: url })}`,
    );
  });

  it("a POST without the session changes nothing", async () => {
    const res = (await settle(() =>
      categoryForm.action(
        args(multipart("/admin/categories/new", { name: "sneaky", display_name: "Sneaky" })),
      ),
    )) as Response;
    expect(res.status).toBe(302);
    expect(getCategoryByName("sneaky")).toBeUndefined();
    const del = (await settle(() =>
      deleteStep.action(args(form("/admin/inquiries/1/delete", {}), { id: "1" })),
    )) as Response;
    expect(del.status).toBe(302);
  });
});

describe("categories", () => {
  it("requires name and display name, refuses a name that is no URL form, and keeps what was typed", async () => {
    const empty = failure(
      await post(categoryForm.action, "/admin/categories/new", {
        name: "",
        display_name: "",
        description: "Kept description",
      }),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.fieldErrors).toMatchObject({
      name: "Name is required",
      display_name: "Display name is required",
    });
    expect(empty.data.values.description).toBe("Kept description");
    expect(empty.data.error).toBe("Please correct the highlighted fields.");

    const bad = failure(
      await post(categoryForm.action, "/admin/categories/new", {
        name: "Thermal Printers",
        display_name: "Thermal Printers",
      }),
    );
    expect(bad.data.fieldErrors.name).toBe(
      "Name may hold only lowercase letters, digits and single hyphens",
    );
  });

  it("adds a category with an image, lists it with its description cut at 50", async () => {
    const description = "Direct thermal and thermal transfer printers for every desk and counter.";
    await expectSaved(
      await post(categoryForm.action, "/admin/categories/new", {
        name: "thermal-printers",
        display_name: "Thermal Printers",
        description,
        icon: "🖨️",
        image: await pngFile("thermal.png"),
      }),
      "categories",
      "Category added successfully!",
    );
    const row = getCategoryByName("thermal-printers")!;
    expect(row).toMatchObject({ display_name: "Thermal Printers", icon: "🖨️" });
    expect(stored(row.image)).toBe(true);
    const list = unwrap<{ categories: { name: string; description: string }[] }>(
      await get(categoriesLoader, "/admin/categories"),
    ).data.categories;
    const listed = list.find((c) => c.name === "thermal-printers")!;
    expect(listed.description).toBe(`${description.slice(0, 50).trimEnd()}...`);
  });

  it("a name already taken is a field error that keeps the values", async () => {
    createCategory({ name: "taken-printers", display_name: "Taken Printers" });
    const taken = failure(
      await post(categoryForm.action, "/admin/categories/new", {
        name: "taken-printers",
        display_name: "Copy",
        image: await pngFile(),
      }),
    );
    expect(taken.status).toBe(400);
    expect(taken.data.fieldErrors).toEqual({
      name: "This name is already used by another category",
    });
    expect(taken.data.values.display_name).toBe("Copy");
  });

  it("an update keeps the old image when no new file is chosen, and a new one replaces it", async () => {
    // Its own category with an image and an icon, added through the form as a person would.
    await expectSaved(
      await post(categoryForm.action, "/admin/categories/new", {
        name: "updated-printers",
        display_name: "Updated Printers",
        icon: "🖨️",
        image: await pngFile("updated.png"),
      }),
      "categories",
      "Category added successfully!",
    );
    const before = getCategoryByName("updated-printers")!;
    const page = unwrap<{ item: { values: Record<string, string>; files: { image: string } } }>(
      await get(categoryForm.loader, `/admin/categories/${before.id}/edit`, {
        id: String(before.id),
      }),
    ).data;
    expect(page.item.values).toMatchObject({ name: "updated-printers", icon: "🖨️" });
    expect(page.item.files.image).toBe(before.image);

    await expectSaved(
      await post(
        categoryForm.action,
        `/admin/categories/${before.id}/edit`,
        { name: "updated-printers", display_name: "Updated Label Printers", image: "" },
        before.id,
      ),
      "categories",
      "Category updated successfully!",
    );
    const kept = getCategoryByName("updated-printers")!;
    expect(kept.display_name).toBe("Updated Label Printers");
    expect(kept.image).toBe(before.image);

    await post(
      categoryForm.action,
      `/admin/categories/${before.id}/edit`,
      { name: "updated-printers", display_name: "Updated Label Printers", image: await pngFile() },
      before.id,
    );
    const replaced = getCategoryByName("updated-printers")!;
    expect(replaced.image).not.toBe(before.image);
    expect(stored(replaced.image)).toBe(true);
    expect(stored(before.image)).toBe(false);
  });

  it("a refused image is a field error that keeps every typed value", async () => {
    const refused = failure(
      await post(categoryForm.action, "/admin/categories/new", {
        name: "scanners",
        display_name: "Scanners",
        description: "Typed before the file",
        image: textFile("notes.png", "this is not a picture"),
      }),
    );
    expect(refused.status).toBe(415);
    expect(refused.data.fieldErrors.image).toMatch(/^Image must be a JPEG, PNG, WebP, GIF or SVG/);
    expect(refused.data.values).toMatchObject({
      name: "scanners",
      display_name: "Scanners",
      description: "Typed before the file",
    });
    expect(getCategoryByName("scanners")).toBeUndefined();
  });

  it("deleting a category that still has products is refused with a clear message; an empty one goes with its image", async () => {
    const used = createCategory({ name: "ribbons", display_name: "Ribbons" });
    createProduct({
      name: "Wax Ribbon",
      slug: "wax-ribbon",
      category: "ribbons",
      short_description: "A ribbon",
      description: "A wax ribbon",
    });
    const step = unwrap<{ key: string; label: string }>(
      await get(deleteStep.loader, `/admin/categories/${used.id}/delete`, { id: String(used.id) }),
    ).data;
    expect(step).toEqual({ key: "categories", label: "Ribbons" });
    const refused = (await removeVia("categories", used.id)) as Response;
    expect(refused.headers.get("Location")).toBe("/admin/categories");
    expect(await flashOf(refused)).toEqual({
      type: "error",
      message: "This category still has 1 product. Move it to another category or delete it first.",
    });
    expect(getCategoryByName("ribbons")).toBeDefined();

    // An empty category with its image, made here so the test stands alone.
    await expectSaved(
      await post(categoryForm.action, "/admin/categories/new", {
        name: "cleaning-kits",
        display_name: "Cleaning Kits",
        image: await pngFile("cleaning.png"),
      }),
      "categories",
      "Category added successfully!",
    );
    const empty = getCategoryByName("cleaning-kits")!;
    expect(stored(empty.image)).toBe(true);
    await expectSaved(
      await removeVia("categories", empty.id),
      "categories",
      "Category deleted successfully!",
    );
    expect(getCategoryByName("cleaning-kits")).toBeUndefined();
    expect(stored(empty.image)).toBe(false);
  });

  it("a missing row is a 404 for the edit page and the confirmation step", async () => {
    for (const [handler, url] of [
      [categoryForm.loader, "/admin/categories/9999/edit"],
      [deleteStep.loader, "/admin/categories/9999/delete"],
      [deleteStep.loader, "/admin/categories/abc/delete"],
    ] as const) {
      const thrown = (await settle(() => get(handler, url, { id: url.split("/")[3] }))) as {
        init: { status: number };
      };
      expect(thrown.init.status, url).toBe(404);
    }
  });
});

describe("brands", () => {
  it("requires name and display name and a website that is a URL", async () => {
    const bad = failure(
      await post(brandForm.action, "/admin/brands/new", {
        name: "",
        display_name: "",
        website: "godex dot com",
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({
      name: "Name is required",
      display_name: "Display name is required",
      website: "Website must be a URL starting with http:// or https://",
    });
    expect(bad.data.values.website).toBe("godex dot com");
  });

  it("adds, refuses a taken name, updates and deletes a brand with its logo", async () => {
    await expectSaved(
      await post(brandForm.action, "/admin/brands/new", {
        name: "godex",
        display_name: "GoDEX",
        website: "https://www.godexintl.com",
        description: "Barcode printers from Taiwan",
        logo: await pngFile("godex.png"),
      }),
      "brands",
      "Brand added successfully!",
    );
    const brand = getBrandByName("godex")!;
    expect(brand.website).toBe("https://www.godexintl.com");
    expect(stored(brand.logo)).toBe(true);
    const listed = unwrap<{ brands: { id: number; website: string; description: string }[] }>(
      await get(brandsLoader, "/admin/brands"),
    ).data.brands;
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: brand.id,
        website: "https://www.godexintl.com",
        description: "Barcode printers from Taiwan",
      }),
    );

    const taken = failure(
      await post(brandForm.action, "/admin/brands/new", { name: "godex", display_name: "Again" }),
    );
    expect(taken.data.fieldErrors).toEqual({ name: "This name is already used by another brand" });

    const logoAsPdf = failure(
      await post(brandForm.action, "/admin/brands/new", {
        name: "tsc",
        display_name: "TSC",
        logo: textFile("logo.pdf", "%PDF-1.4"),
      }),
    );
    expect(logoAsPdf.status).toBe(415);
    expect(logoAsPdf.data.values.name).toBe("tsc");

    await expectSaved(
      await post(
        brandForm.action,
        `/admin/brands/${brand.id}/edit`,
        { name: "godex", display_name: "GoDEX International", website: "" },
        brand.id,
      ),
      "brands",
      "Brand updated successfully!",
    );
    expect(getBrandByName("godex")).toMatchObject({
      display_name: "GoDEX International",
      website: null,
      logo: brand.logo,
    });

    await expectSaved(await removeVia("brands", brand.id), "brands", "Brand deleted successfully!");
    expect(getBrandByName("godex")).toBeUndefined();
    expect(stored(brand.logo)).toBe(false);
  });
});

describe("drivers", () => {
  it("requires name, version and, when adding, the file", async () => {
    const bad = failure(
      await post(driverForm.action, "/admin/drivers/new", { name: "", version: "", file: "" }),
    );
    expect(bad.data.fieldErrors).toEqual({
      name: "Name is required",
      version: "Version is required",
      file: "Driver file is required",
    });
  });

  it("accepts .exe, .msi, .zip and .dmg only, checked from the bytes as well as the name", async () => {
    for (const file of [
      textFile("driver.pdf", "%PDF-1.4"),
      textFile("driver.zip", "not really a zip archive"),
      textFile("driver.sh", "#!/bin/sh"),
    ]) {
      const refused = failure(
        await post(driverForm.action, "/admin/drivers/new", { name: "X", version: "1", file }),
      );
      expect(refused.status, file.name).toBe(415);
      expect(refused.data.fieldErrors.file).toBe(
        "Driver file must be an .exe, .msi, .zip or .dmg file",
      );
      expect(refused.data.values).toMatchObject({ name: "X", version: "1" });
    }
    expect(listDrivers()).toEqual([]);
    expect(fs.readdirSync(uploadsDir()).filter((n) => n.endsWith(".zip"))).toEqual([]);
  });

  it("records the size in bytes and the original name, keeps the file on an edit without one, and lists MB to 2 decimals", async () => {
    await expectSaved(
      await post(driverForm.action, "/admin/drivers/new", {
        name: "GoDEX Windows Driver",
        version: "2024.1",
        description: "Seagull driver for every GoDEX desktop and industrial printer model.",
        file: zipFile("GoDEX; Driver v2 (x64).zip"),
      }),
      "drivers",
      "Driver added successfully!",
    );
    const driver = listDrivers()[0];
    expect(driver).toMatchObject({
      name: "GoDEX Windows Driver",
      version: "2024.1",
      file_size: zipBytes.byteLength,
      file_name: "GoDEX_ Driver v2 (x64).zip",
      download_count: 0,
    });
    expect(fs.readFileSync(path.join(uploadsDir(), driver.file!)).equals(zipBytes)).toBe(true);
    const row = unwrap<{ drivers: { id: number; size: string; description: string }[] }>(
      await get(driversLoader, "/admin/drivers"),
    ).data.drivers.find((d) => d.id === driver.id)!;
    expect(row.size).toBe(`${(zipBytes.byteLength / 1024 / 1024).toFixed(2)} MB`);
    expect(row.description).toBe("Seagull driver for every GoDEX desktop and industr...");

    await expectSaved(
      await post(
        driverForm.action,
        `/admin/drivers/${driver.id}/edit`,
        { name: "GoDEX Windows Driver", version: "2024.2", file: "" },
        driver.id,
      ),
      "drivers",
      "Driver updated successfully!",
    );
    expect(getDriverById(driver.id)).toMatchObject({
      version: "2024.2",
      file: driver.file,
      file_size: zipBytes.byteLength,
    });

    await expectSaved(
      await removeVia("drivers", driver.id),
      "drivers",
      "Driver deleted successfully!",
    );
    expect(getDriverById(driver.id)).toBeUndefined();
    expect(stored(driver.file)).toBe(false);
  });
});

describe("blogs", () => {
  const post1 = {
    title: "Choosing a Ribbon",
    slug: "choosing-a-ribbon",
    content: "<p>Wax, wax-resin or resin?</p>",
    excerpt: "",
    category: "Guides",
    author: "",
    meta_title: "",
    meta_description: "",
  };

  it("requires title, slug and content, checks the slug rule and status values", async () => {
    const bad = failure(
      await post(blogForm.action, "/admin/blogs/new", {
        title: "",
        slug: "Not a slug",
        content: "",
        status: "archived",
        category: "Kept",
      }),
    );
    expect(bad.data.fieldErrors).toEqual({
      title: "Title is required",
      slug: "Slug may hold only lowercase letters, digits and single hyphens",
      content: "Content is required",
      status: "Status must be draft or published",
    });
    expect(bad.data.values.category).toBe("Kept");
  });

  it("creates a draft by default, refuses a taken slug, publishes on update and deletes", async () => {
    await expectSaved(
      await post(blogForm.action, "/admin/blogs/new", {
        ...post1,
        featured_image: await pngFile("cover.png"),
      }),
      "blogs",
      "Blog created successfully!",
    );
    const blog = getBlogBySlug("choosing-a-ribbon", { publishedOnly: false })!;
    expect(blog).toMatchObject({ status: "draft", category: "Guides", author: null });
    expect(stored(blog.featured_image)).toBe(true);
    expect(getBlogBySlug("choosing-a-ribbon", { publishedOnly: true })).toBeUndefined();

    const taken = failure(
      await post(blogForm.action, "/admin/blogs/new", { ...post1, title: "Another" }),
    );
    expect(taken.data.fieldErrors).toEqual({
      slug: "This slug is already used by another blog post",
    });

    await expectSaved(
      await post(
        blogForm.action,
        `/admin/blogs/${blog.id}/edit`,
        { ...post1, status: "published" },
        blog.id,
      ),
      "blogs",
      "Blog updated successfully!",
    );
    expect(getBlogBySlug("choosing-a-ribbon", { publishedOnly: true })).toMatchObject({
      featured_image: blog.featured_image,
    });
    const listed = unwrap<{ blogs: { title: string; status: string }[] }>(
      await get(blogsLoader, "/admin/blogs"),
    ).data.blogs;
    expect(listed).toContainEqual(
      expect.objectContaining({ title: "Choosing a Ribbon", status: "published" }),
    );

    await expectSaved(await removeVia("blogs", blog.id), "blogs", "Blog deleted successfully!");
    expect(stored(blog.featured_image)).toBe(false);
  });

  it("the preview answers sanitised HTML or the page's paragraphs, for the admin only", async () => {
    const preview = async (content: string, withCookie = true) => {
      const request = form("/admin/blogs/preview", { content });
      if (withCookie) authed(request);
      return settle(() => previewAction(args(request)));
    };
    const html = (await preview('<p onclick="x()">Hi<script>alert(1)</script></p>')) as Response;
    expect(await html.json()).toEqual({ kind: "html", html: "<p>Hi</p>" });
    const text = (await preview("First\n\nSecond")) as Response;
    expect(await text.json()).toEqual({ kind: "paragraphs", paragraphs: ["First", "Second"] });
    expect(((await preview("x", false)) as Response).status).toBe(302);
  });
});

describe("jobs", () => {
  const job = {
    title: "Service Engineer",
    slug: "service-engineer",
    skills: "Printers, Troubleshooting",
    responsibilities: "Repair printers\nVisit customers",
    experience_level: "2-4 years",
    location: "New Delhi",
  };

  it("shows 'Title and slug are required' when either is missing, beside the field messages", async () => {
    const bad = failure(
      await post(jobForm.action, "/admin/jobs/new", { ...job, title: "", slug: "" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe("Title and slug are required");
    expect(bad.data.fieldErrors).toEqual({
      title: "Title is required",
      slug: "Slug is required",
    });
    expect(bad.data.values.skills).toBe(job.skills);
    const other = failure(
      await post(jobForm.action, "/admin/jobs/new", { ...job, skills: "", responsibilities: " " }),
    );
    expect(other.data.error).toBe("Please correct the highlighted fields.");
    // Plural labels read as English: "Skills are required", never "Skills is required".
    expect(other.data.fieldErrors).toEqual({
      skills: "Skills are required",
      responsibilities: "Responsibilities are required",
    });
  });

  it("creates an active job by default, refuses a taken slug, sets it inactive and deletes it", async () => {
    await expectSaved(
      await post(jobForm.action, "/admin/jobs/new", job),
      "jobs",
      "Job created successfully!",
    );
    const row = getJobBySlug("service-engineer", { activeOnly: true })!;
    expect(row).toMatchObject({ status: "active", location: "New Delhi" });
    const taken = failure(await post(jobForm.action, "/admin/jobs/new", job));
    expect(taken.data.fieldErrors).toEqual({
      slug: "This slug is already used by another job posting",
    });
    await expectSaved(
      await post(
        jobForm.action,
        `/admin/jobs/${row.id}/edit`,
        { ...job, status: "inactive" },
        row.id,
      ),
      "jobs",
      "Job updated successfully!",
    );
    expect(getJobBySlug("service-engineer", { activeOnly: true })).toBeUndefined();
    await expectSaved(await removeVia("jobs", row.id), "jobs", "Job deleted successfully!");
    expect(getJobBySlug("service-engineer", { activeOnly: false })).toBeUndefined();
  });
});

describe("inquiries", () => {
  it("lists stored messages newest first, 20 a page, and deletes one", async () => {
    for (let i = 1; i <= 22; i++) {
      createInquiry({
        name: `Buyer ${i}`,
        email: `buyer${i}@example.com`,
        subject: `Quote ${i}`,
        message: "Please quote",
        inquiry_type: "quote",
        created_at: new Date(Date.UTC(2025, 0, i)).toISOString(),
      });
    }
    const first = unwrap<{
      inquiries: { id: number; name: string; type: string }[];
      page: { total: number; pageCount: number };
    }>(await get(inquiriesLoader, "/admin/inquiries")).data;
    expect(first.page).toMatchObject({ total: 22, pageCount: 2 });
    expect(first.inquiries).toHaveLength(20);
    expect(first.inquiries[0]).toMatchObject({ name: "Buyer 22", type: "Request a Quote" });
    const second = unwrap<{ inquiries: { name: string }[] }>(
      await get(inquiriesLoader, "/admin/inquiries?page=2"),
    ).data.inquiries;
    expect(second.map((i) => i.name)).toEqual(["Buyer 2", "Buyer 1"]);

    const id = first.inquiries[0].id;
    const step = unwrap<{ key: string }>(
      await get(deleteStep.loader, `/admin/inquiries/${id}/delete`, { id: String(id) }),
    ).data;
    expect(step.key).toBe("inquiries");
    await expectSaved(
      await removeVia("inquiries", id),
      "inquiries",
      "Inquiry deleted successfully!",
    );
    expect(getInquiryById(id)).toBeUndefined();
  });
});
