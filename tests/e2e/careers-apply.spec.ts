import { expect, test } from "./fixtures";
import { noneOverlap, scrollsSideways, shown, WIDTHS, type Box } from "./page-boxes";

/**
 * A job's page on a phone, a small laptop and a desktop, with JavaScript on and off (this file runs in
 * both projects): the terms an applicant weighs and both ways to apply on the first screen, the
 * application form reachable and inside the width, and an application sent with its CV reaching the
 * admin. Screenshots are kept with the test's output.
 */
const JOB = "/careers/sales-executive-barcode-solutions";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("a job shows its terms and both ways to apply first, and the form fits", async ({
      page,
    }, testInfo) => {
      await page.goto(JOB);
      const main = page.locator("main");
      const terms = main.locator("header dl");
      await expect(terms).toContainText("Employment type");
      await expect(terms).toContainText("Full-time");
      await expect(terms).toContainText("Delhi");
      await expect(terms).toContainText("1-3 years");
      await expect(terms).toContainText("₹18,000–₹30,000 per month");
      await expect(main.getByText("ACTIVE", { exact: true })).toHaveCount(0);
      await shown(page, terms, "the job's terms", true);
      const cv = await shown(
        page,
        main.getByRole("link", { name: "Apply with your CV" }),
        "Apply with your CV",
        true,
      );
      const whatsapp = await shown(
        page,
        main.getByRole("link", { name: "Apply Now on WhatsApp" }),
        "Apply on WhatsApp",
        true,
      );
      noneOverlap([cv, whatsapp], "apply buttons");
      await page.screenshot({ path: testInfo.outputPath(`job-${size.width}.png`) });

      const form = main.getByRole("form", { name: "Apply for this job" });
      const boxes: Box[] = [];
      for (const label of ["Full Name", "Phone", "Email Address", "Message", "Your CV"])
        boxes.push(await shown(page, form.getByLabel(label), label));
      boxes.push(await shown(page, form.getByRole("button", { name: "Send application" }), "Send"));
      noneOverlap(boxes, "form controls");
      await expect(form.getByText("PDF or Word (.pdf, .doc, .docx), up to 5 MB.")).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`job-form-${size.width}.png`) });
    });
  });
}

for (const size of WIDTHS) {
  test(`at ${size.width} px the careers list shows each opening's terms and pay`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    await page.goto("/careers");
    const card = page
      .locator("main article")
      .filter({ hasText: "Sales Executive - Barcode Solutions" });
    await expect(card).toContainText("Full-time · 1-3 years · Delhi");
    await expect(card).toContainText("₹18,000–₹30,000 per month");
    const view = await shown(page, card.getByRole("link", { name: /^View/ }), "View");
    const resume = await shown(
      page,
      card.getByRole("link", { name: /Send your resume/ }),
      "Send your resume",
    );
    noneOverlap([view, resume], "card links");
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`careers-${size.width}.png`) });
  });
}

test("an application with a CV is sent from the job's page and listed in the admin with its CV", async ({
  page,
  signIn,
  request,
}, testInfo) => {
  const name = `Applicant ${testInfo.project.name} ${Date.now()}`;
  await page.goto(JOB);
  const form = page.getByRole("form", { name: "Apply for this job" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone").fill("+91 98111 22334");
  await form.getByLabel("Email Address").fill("applicant@example.com");
  await form.getByLabel("Message").fill("Notice period 30 days");
  await form.getByLabel("Your CV").setInputFiles({
    name: "My CV.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await form.getByRole("button", { name: "Send application" }).click();
  const thanks = page.getByRole("status").filter({ hasText: "your application is with us" });
  await expect(thanks).toContainText(`Thank you, ${name}`);
  await expect(thanks).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("job-sent.png") });

  await signIn("/admin/jobs");
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await page
    .getByRole("link", { name: /applications for Sales Executive - Barcode Solutions/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/jobs\/\d+\/applications$/);
  const card = page.getByTestId("application").filter({ hasText: name });
  await expect(card).toContainText("+91 98111 22334");
  await expect(card).toContainText("Notice period 30 days");
  const download = card.getByRole("link", { name: /Download CV/ });
  await expect(download).toContainText("My CV.pdf");
  const href = (await download.getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="My CV.pdf"/);
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
  // Never public: without the session the file is not given.
  const anonymous = await request.get(href, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  await page.screenshot({ path: testInfo.outputPath("admin-applications.png"), fullPage: true });
});

test("a fake PDF is refused beside the CV field and what was typed is kept", async ({ page }) => {
  await page.goto(JOB);
  const form = page.getByRole("form", { name: "Apply for this job" });
  await form.getByLabel("Full Name").fill("Fake File");
  await form.getByLabel("Phone").fill("+91 98111 22334");
  await form.getByLabel("Your CV").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("this is plain text named .pdf"),
  });
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("CV must be a PDF or Word file (.pdf, .doc or .docx)")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("Fake File");
  await expect(form.getByLabel("Your CV")).toHaveAttribute("aria-invalid", "true");
});
