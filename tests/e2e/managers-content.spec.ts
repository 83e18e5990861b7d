import { expect, test } from "@playwright/test";
import { deleteRow, expectFlash, signInTo, uniqueTag } from "./managers.helpers";

// Blogs, jobs and inquiries as staff manage them, with JavaScript on and off, and what visitors see:
// a published post is on /blogs and a draft is not; an inactive job leaves /careers.

test("blogs: a published post appears on /blogs, a draft does not; edit and delete", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  const published = { title: `E2E Published Post ${tag}`, slug: `e2e-published-post-${tag}` };
  const draft = { title: `E2E Draft Post ${tag}`, slug: `e2e-draft-post-${tag}` };
  await signInTo(page, "/admin/blogs");
  await expect(page.getByRole("heading", { name: "Blogs", level: 1 })).toBeVisible();

  for (const post of [published, draft]) {
    await page.getByRole("link", { name: "Add Blog" }).click();
    await expect(page.getByLabel("Status")).toHaveValue("draft");
    await page.getByLabel("Title *").fill(post.title);
    if (javaScriptEnabled) await expect(page.getByLabel("Slug *")).toHaveValue(post.slug);
    else await page.getByLabel("Slug *").fill(post.slug);
    await page.getByLabel("Category").fill("E2E");
    if (post === published) {
      // Content is required: the first try is refused and keeps the rest.
      await page.getByRole("button", { name: "Add Blog" }).click();
      await expect(page.getByText("Content is required")).toBeVisible();
      await expect(page.getByLabel("Title *")).toHaveValue(post.title);
      await page.getByLabel("Status").selectOption("published");
    }
    await page.getByLabel("Content *").fill(`<p>Body of ${post.title}.</p>`);
    await page.getByRole("button", { name: "Add Blog" }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expectFlash(page, "Blog created successfully!");
  }
  await expect(
    page
      .getByRole("row", { name: new RegExp(published.title) })
      .getByText("PUBLISHED", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("row", { name: new RegExp(draft.title) }).getByText("DRAFT", { exact: true }),
  ).toBeVisible();

  await page.goto("/blogs");
  await expect(page.getByRole("heading", { name: published.title })).toBeVisible();
  await expect(page.getByText(draft.title)).toHaveCount(0);
  expect((await page.goto(`/blog/${draft.slug}`))?.status()).toBe(404);
  await page.goto(`/blog/${published.slug}`);
  await expect(page.getByTestId("blog-content")).toHaveText(`Body of ${published.title}.`);

  // Publishing the draft by editing it.
  await page.goto("/admin/blogs");
  await page
    .getByRole("row", { name: new RegExp(draft.title) })
    .getByRole("link", { name: "Edit" })
    .click();
  await expect(page.getByLabel("Content *")).toHaveValue(`<p>Body of ${draft.title}.</p>`);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Update Blog" }).click();
  await expectFlash(page, "Blog updated successfully!");
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { name: draft.title })).toBeVisible();

  await page.goto("/admin/blogs");
  for (const post of [published, draft]) {
    const row = page.getByRole("row", { name: new RegExp(post.title) });
    await deleteRow(
      page,
      row,
      "Are you sure you want to delete this blog post?",
      javaScriptEnabled,
    );
    await expectFlash(page, "Blog deleted successfully!");
    await expect(page.getByRole("row", { name: new RegExp(post.title) })).toHaveCount(0);
  }
  expect((await page.goto(`/blog/${published.slug}`))?.status()).toBe(404);
});

test("jobs: 'Title and slug are required', an active job is on /careers until set inactive; delete", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  const title = `E2E Field Engineer ${tag}`;
  const slug = `e2e-field-engineer-${tag}`;
  await signInTo(page, "/admin/jobs/new");
  await expect(page.getByLabel("Status")).toHaveValue("active");
  await page.getByLabel("Skills *").fill("Printers, Networking");
  await page.getByLabel("Responsibilities *").fill("Install printers\nTrain staff");
  await page.getByRole("button", { name: "Add Job" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Title and slug are required" }),
  ).toBeVisible();
  await expect(page.getByLabel("Skills *")).toHaveValue("Printers, Networking");

  await page.getByLabel("Title *").fill(title);
  if (javaScriptEnabled) await expect(page.getByLabel("Slug *")).toHaveValue(slug);
  else await page.getByLabel("Slug *").fill(slug);
  await page.getByLabel("Location").fill("Gurugram");
  await page.getByRole("button", { name: "Add Job" }).click();
  await expectFlash(page, "Job created successfully!");
  await expect(
    page.getByRole("row", { name: new RegExp(title) }).getByText("ACTIVE", { exact: true }),
  ).toBeVisible();

  await page.goto("/careers");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.goto("/admin/jobs");
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: "Edit" })
    .click();
  await expect(page.getByLabel("Location")).toHaveValue("Gurugram");
  await page.getByLabel("Status").selectOption("inactive");
  await page.getByRole("button", { name: "Update Job" }).click();
  await expectFlash(page, "Job updated successfully!");
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("INACTIVE", { exact: true })).toBeVisible();

  await page.goto("/careers");
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await page.goto(`/careers/${slug}`))?.status()).toBe(404);

  await page.goto("/admin/jobs");
  await deleteRow(
    page,
    page.getByRole("row", { name: new RegExp(title) }),
    "Are you sure you want to delete this job posting?",
    javaScriptEnabled,
  );
  await expectFlash(page, "Job deleted successfully!");
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
});

test("inquiries: a contact message is listed with its details and can be deleted", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  const subject = `E2E quote ${tag}`;
  const sent = await page.request.post("/contact", {
    form: {
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+91 98111 33333",
      company: "Verma Retail",
      inquiry_type: "quote",
      subject,
      message: "Please quote 20 rolls of 100x150 labels.",
    },
    maxRedirects: 0,
  });
  // The inquiry is stored and the thank-you page answers at once (no redirect to the chat app).
  expect(sent.status()).toBe(200);

  await signInTo(page, "/admin/inquiries");
  const card = page.getByTestId("inquiry").filter({ hasText: subject });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "asha@example.com" })).toHaveAttribute(
    "href",
    "mailto:asha@example.com",
  );
  for (const text of ["Asha Verma", "+91 98111 33333", "Verma Retail", "Request a Quote"])
    await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByText("Please quote 20 rolls of 100x150 labels.")).toBeVisible();

  await deleteRow(page, card, "Are you sure you want to delete this inquiry?", javaScriptEnabled);
  await expectFlash(page, "Inquiry deleted successfully!");
  await expect(page.getByTestId("inquiry").filter({ hasText: subject })).toHaveCount(0);
});
