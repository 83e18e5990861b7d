import { beforeAll, describe, expect, it } from "vitest";
import { action as newsletterAction } from "~/routes/site/newsletter";
import { loader as exportLoader } from "~/routes/admin/newsletter-export";
import { action as contactAction } from "~/routes/site/contact";
import { db } from "~/server/db.server";
import { listInquiries, storeInquiry } from "~/server/models/inquiries.server";
import { listNewsletterSubscribers } from "~/server/models/newsletter.server";
import { newsletterInput } from "~/server/validation/newsletter.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  form,
  settle,
  unwrap,
} from "./admin-test-helpers";

type Outcome = { ok: boolean; message: string; email: string };

const signUp = async (email: string, address = "198.51.100.7") =>
  unwrap<Outcome>(await newsletterAction(args(form("/newsletter", { email }), {}, address)));

const rowsFor = (email: string) =>
  db.sqlite.prepare("SELECT email FROM newsletter_subscribers WHERE email = ?").all(email);

describe("newsletter address rules", () => {
  it("keeps an address trimmed and in lower case", () => {
    expect(newsletterInput.parse({ email: "  Reader@Example.COM " })).toEqual({
      email: "reader@example.com",
    });
  });

  it.each([
    ["", "Please enter your email address"],
    ["   ", "Please enter your email address"],
    ["not-an-address", "Please enter a valid email address"],
    ["a@b", "Please enter a valid email address"],
    [`${"x".repeat(250)}@example.com`, "That email address is too long"],
  ])("refuses %j with a clear message", (email, message) => {
    const parsed = newsletterInput.safeParse({ email });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe("signing up", () => {
  it("keeps one row however often and however typed, and says so", async () => {
    const first = await signUp("Twice@Example.com");
    expect(first).toEqual({
      status: 200,
      data: { ok: true, message: "Thank you for subscribing!", email: "" },
    });
    const again = await signUp(" twice@example.COM ");
    expect(again.status).toBe(200);
    expect(again.data.message).toBe(
      "Thank you for subscribing! This address was already on our list.",
    );
    expect(rowsFor("twice@example.com")).toHaveLength(1);
  });

  it("answers a bad address 400 with its message, keeping what was typed, storing nothing", async () => {
    const before = listNewsletterSubscribers().total;
    const bad = await signUp("nobody@");
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      ok: false,
      message: "Please enter a valid email address",
      email: "nobody@",
    });
    const missing = unwrap<Outcome>(
      await newsletterAction(args(form("/newsletter", {}), {}, "198.51.100.8")),
    );
    expect(missing.status).toBe(400);
    expect(listNewsletterSubscribers().total).toBe(before);
  });

  it("limits sign-ups per client address (429 with Retry-After), like the contact form", async () => {
    const address = "192.0.2.99";
    for (let i = 0; i < 10; i++)
      expect((await signUp(`r${i}@example.com`, address)).status).toBe(200);
    const result = await newsletterAction(
      args(form("/newsletter", { email: "r10@example.com" }), {}, address),
    );
    const { data, status } = unwrap<Outcome>(result);
    expect(status).toBe(429);
    expect(data.ok).toBe(false);
    expect(rowsFor("r10@example.com")).toHaveLength(0);
    // Another address is not held up.
    expect((await signUp("r10@example.com", "192.0.2.100")).status).toBe(200);
  });

  it("an old copy of the contact page's box (posting to /contact) signs up the same way", async () => {
    const res = unwrap(
      await contactAction(
        args(form("/contact", { intent: "newsletter", email: "Old.Box@example.com" })),
      ),
    );
    expect(res.data).toEqual({ kind: "newsletter" });
    expect(rowsFor("old.box@example.com")).toHaveLength(1);
  });
});

describe("the admin's CSV export", () => {
  it("needs a signed-in admin", async () => {
    const res = (await settle(() =>
      exportLoader(args(new Request(`${BASE}/admin/newsletter/export.csv`))),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("lists every address once, oldest first, with formulas written as text", async () => {
    // Its own addresses: one signed up twice, then a formula-looking one.
    expect((await signUp("Export.Once@example.com", "198.51.100.50")).status).toBe(200);
    expect((await signUp("export.once@EXAMPLE.com", "198.51.100.50")).status).toBe(200);
    expect((await signUp("-2+3@example.com", "198.51.100.50")).status).toBe(200);
    const user = await ensureAdminUser();
    const cookie = await adminCookie(user.id, user.session_version);
    const res = (await exportLoader(
      args(new Request(`${BASE}/admin/newsletter/export.csv`, { headers: { Cookie: cookie } })),
    )) as Response;
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    const emails = lines.slice(1).map((l) => l.split(",")[0]);
    expect(emails.length).toBe(listNewsletterSubscribers().total);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.filter((e) => e === "export.once@example.com")).toHaveLength(1);
    // A spreadsheet reads the quoted, apostrophe-led cell as text, never as the sum -2+3.
    expect(emails).toContain(`"'-2+3@example.com"`);
    // Oldest first: the address signed up first comes before the later one.
    expect(emails.indexOf("export.once@example.com")).toBeLessThan(
      emails.indexOf(`"'-2+3@example.com"`),
    );
  });
});

describe("inquiries keep their product", () => {
  beforeAll(() => {
    seedDemoCatalogue(db);
  });

  it("stores the product's id, and the list shows the product as it is now", () => {
    const slug = "zebra-zd421-desktop-barcode-printer";
    const { id, product_id } = storeInquiry(
      {
        name: "Kiran",
        email: "kiran@example.com",
        phone: null,
        company: null,
        inquiry_type: "quote",
        subject: "Quote",
        message: "Two units please",
        product: slug,
      },
      BASE,
    );
    const productId = db.sqlite.prepare("SELECT id FROM products WHERE slug = ?").get(slug) as {
      id: number;
    };
    expect(product_id).toBe(productId.id);
    db.sqlite
      .prepare("UPDATE products SET name = 'Zebra ZD421 Renamed' WHERE id = ?")
      .run(productId.id);
    const listed = listInquiries({ perPage: 100 }).items.find((i) => i.id === id)!;
    expect(listed.product_name).toBe("Zebra ZD421 Renamed");
    expect(listed.product_slug).toBe(slug);
  });
});
