import { expect, test } from "@playwright/test";

const WA = "https://wa.me/919810000000?text=";
const applyText = (title: string) =>
  `Hello, I would like to apply for the ${title} position. I am sending my resume.`;

test("/careers lists active jobs only, each with View and a prefilled 'Send your resume' link", async ({
  page,
}) => {
  const res = await page.goto("/careers");
  expect(res?.status()).toBe(200);
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(4);
  await expect(page.getByText("Accounts Assistant")).toHaveCount(0);

  const sales = cards.filter({ hasText: "Sales Executive - Barcode Solutions" });
  await expect(sales.getByRole("listitem")).toHaveText([
    "B2B sales",
    "Barcode printers",
    "Client relationship",
    "MS Excel",
    "Negotiation",
    "Hindi and English",
  ]);
  await expect(sales).toContainText("Posted on August 28, 2026");
  await expect(sales).toContainText("Identify and visit prospective business customers");
  await expect(sales.getByRole("link", { name: /^View/ })).toHaveAttribute(
    "href",
    "/careers/sales-executive-barcode-solutions",
  );
  const apply = sales.getByRole("link", { name: /Send your resume/ });
  await expect(apply).toHaveAttribute(
    "href",
    WA + encodeURIComponent(applyText("Sales Executive - Barcode Solutions")),
  );
  await expect(apply).toHaveAttribute("target", "_blank");
});

test("a job page shows skills as chips, responsibilities as a list, the status and other jobs", async ({
  page,
}) => {
  await page.goto("/careers");
  await page.getByRole("link", { name: "View Service Engineer - Printer Repair" }).click();
  await expect(page).toHaveURL(/\/careers\/service-engineer-printer-repair$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Service Engineer - Printer Repair",
  );
  // Staff's status word is not shown to visitors (every public job is open).
  await expect(page.locator("main").getByText("ACTIVE", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveCount(5);
  const resp = page.getByRole("region", { name: "Responsibilities" }).getByRole("listitem");
  await expect(resp).toHaveCount(5);
  await expect(resp.first()).toHaveText(
    "Diagnose and repair barcode printers, scanners and mobile printers",
  );
  await expect(page.getByRole("link", { name: "Apply Now on WhatsApp" })).toHaveAttribute(
    "href",
    WA + encodeURIComponent(applyText("Service Engineer - Printer Repair")),
  );
  const others = page.getByRole("complementary", { name: "Other Openings" }).getByRole("link");
  await expect(others).toHaveCount(3);
  await expect(others.filter({ hasText: "Service Engineer" })).toHaveCount(0);
  await expect(others.filter({ hasText: "Accounts Assistant" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Back to Careers/ })).toHaveAttribute(
    "href",
    "/careers",
  );
});

for (const [what, slug] of [
  ["an inactive job", "accounts-assistant"],
  ["an unknown job", "no-such-job"],
]) {
  test(`${what} gives 'Job Not Found' with status 404 inside the site frame`, async ({ page }) => {
    const res = await page.goto(`/careers/${slug}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job Not Found");
    await expect(
      page.getByText("The job posting you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Careers" })).toHaveAttribute(
      "href",
      "/careers",
    );
    await expect(page.locator("footer")).toBeVisible();
  });
}

test("the /api lists answer with data and paging, visitors see only published and active", async ({
  request,
}) => {
  const blogs = await (await request.get("/api/blogs?limit=4")).json();
  expect(blogs).toMatchObject({ total: 6, page: 1, limit: 4, pageCount: 2 });
  expect(blogs.data).toHaveLength(4);
  const jobs = await (await request.get("/api/jobs")).json();
  expect(jobs).toMatchObject({ total: 4, page: 1, limit: 10, pageCount: 1 });
  expect((await request.get("/api/jobs/accounts-assistant")).status()).toBe(404);
  expect(
    (
      await request.get(
        "/api/blogs/preventive-maintenance-checklist-for-industrial-barcode-printers",
      )
    ).status(),
  ).toBe(404);
});
