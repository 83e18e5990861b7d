import { describe, expect, it } from "vitest";
import { action } from "~/routes/site/contact";
import { countInquiries, deleteInquiry, listInquiries } from "~/server/models/inquiries.server";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyArgs = any;

function post(fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  const request = new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return action({ request, params: {}, context: {} } as AnyArgs);
}

/** A `data(...)` result: its payload and status (200 when none was given). */
function unwrap(result: unknown) {
  const r = result as { data: unknown; init?: { status?: number } | null };
  return { data: r.data as Record<string, unknown>, status: r.init?.status ?? 200 };
}

const valid = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "+91 99999 11111",
  company: "Verma Traders",
  inquiry_type: "quote",
  subject: "Quote for 3 printers",
  message: "Please send prices for the GoDex G500 & ribbons?",
};

describe("contact action", () => {
  it("stores the inquiry and answers the thank-you with the wa.me link carrying the message (no redirect away)", async () => {
    const before = listInquiries().total;
    const result = await post(valid);
    // A buyer without the chat app must see the thanks: the page answers, it does not leave the site.
    expect(result).not.toBeInstanceOf(Response);
    const { data, status } = unwrap(result);
    expect(status).toBe(200);
    expect(data.kind).toBe("sent");
    const link = String(data.whatsappUrl);
    expect(link).toMatch(/^https:\/\/wa\.me\/919810000000\?text=/);
    const text = new URL(link).searchParams.get("text")!;
    expect(text).toContain("Name: Asha Verma");
    expect(text).toContain("Inquiry Type: Request a Quote");
    expect(text).toContain("Subject: Quote for 3 printers");
    expect(text).toContain("Please send prices for the GoDex G500 & ribbons?");

    const stored = listInquiries();
    expect(stored.total).toBe(before + 1);
    expect(stored.items[0]).toMatchObject({
      name: "Asha Verma",
      email: "asha@example.com",
      inquiry_type: "quote",
      subject: "Quote for 3 printers",
    });
  });

  it("answers 400 with each field's error and keeps the typed values; nothing is stored", async () => {
    const before = listInquiries().total;
    const { data, status } = unwrap(
      await post({ name: "  ", email: "not-an-email", subject: "", message: "   ", phone: "123" }),
    );
    expect(status).toBe(400);
    expect(data.kind).toBe("invalid");
    expect(data.errors).toEqual({
      name: "Full Name is required",
      email: "Please enter a valid email address",
      subject: "Subject is required",
      message: "Message is required",
    });
    expect(data.values).toMatchObject({ email: "not-an-email", phone: "123" });
    expect(listInquiries().total).toBe(before);
  });

  it("an unknown inquiry type falls back to general", async () => {
    await post({ ...valid, inquiry_type: "spam", subject: "Type fallback" });
    expect(listInquiries().items[0]).toMatchObject({
      subject: "Type fallback",
      inquiry_type: "general",
    });
  });

  it("drops a bot that fills the honeypot: thanks, but nothing stored and no link", async () => {
    const before = listInquiries().total;
    const { data, status } = unwrap(await post({ ...valid, website: "http://spam.example" }));
    expect(status).toBe(200);
    expect(data).toMatchObject({ kind: "sent", whatsappUrl: null });
    expect(listInquiries().total).toBe(before);
  });

  it("the newsletter stores nothing and answers with its thank-you", async () => {
    const before = listInquiries().total;
    const { data } = unwrap(await post({ intent: "newsletter", email: "n@example.com" }));
    expect(data).toEqual({ kind: "newsletter" });
    expect(listInquiries().total).toBe(before);
  });
});

describe("inquiries model", () => {
  it("lists newest first, counts, and deletes", async () => {
    await post({ ...valid, subject: "Older" });
    await post({ ...valid, subject: "Newer" });
    const n = countInquiries();
    expect(n).toBe(listInquiries().total);
    const [newest] = listInquiries().items;
    expect(newest.subject).toBe("Newer");
    expect(deleteInquiry(newest.id)?.subject).toBe("Newer");
    expect(countInquiries()).toBe(n - 1);
  });
});
