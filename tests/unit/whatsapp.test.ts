import { describe, expect, it } from "vitest";
import { INQUIRY_TYPE_OPTIONS, inquiryTypeLabel } from "~/lib/inquiry-types";
import { contactMessage, jobApplicationMessage, whatsappLink } from "~/lib/whatsapp";
import { INQUIRY_TYPES } from "~/server/validation/inquiry.server";

describe("whatsappLink", () => {
  it("builds https://wa.me/{number}?text={encoded}", () => {
    expect(whatsappLink("919810000000", "Hello")).toBe("https://wa.me/919810000000?text=Hello");
  });

  it("encodes spaces, line breaks, ampersands, question marks and unicode", () => {
    const url = whatsappLink("919810000000", "Hi & bye?\nLine 2 #5 ₹100 नमस्ते");
    expect(url).toBe(
      "https://wa.me/919810000000?text=Hi%20%26%20bye%3F%0ALine%202%20%235%20%E2%82%B9100%20%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87",
    );
    expect(decodeURIComponent(new URL(url).search.slice("?text=".length))).toBe(
      "Hi & bye?\nLine 2 #5 ₹100 नमस्ते",
    );
  });

  it("keeps only the digits of the number", () => {
    expect(whatsappLink("+91 98100-00000", "x")).toBe("https://wa.me/919810000000?text=x");
  });

  it("leaves out ?text= when there is no text", () => {
    expect(whatsappLink("919810000000")).toBe("https://wa.me/919810000000");
  });

  it("without a number opens the share picker", () => {
    expect(whatsappLink("", "Read this")).toBe("https://wa.me/?text=Read%20this");
    expect(whatsappLink(null, "Read this")).toBe("https://wa.me/?text=Read%20this");
  });
});

describe("jobApplicationMessage", () => {
  it("names the job title", () => {
    expect(jobApplicationMessage("  Sales Executive - Barcode Solutions ")).toBe(
      "Hello, I would like to apply for the Sales Executive - Barcode Solutions position. I am sending my resume.",
    );
  });
});

describe("contactMessage", () => {
  it("puts every filled field on its own line and the message last", () => {
    expect(
      contactMessage({
        name: "Asha Verma",
        email: "asha@example.com",
        phone: "+91 99999 11111",
        company: "Verma Traders",
        inquiry_type: "quote",
        subject: "Quote for G500",
        message: "We need 3 printers.\nPlease send prices.",
      }),
    ).toBe(
      [
        "Hello, I have an inquiry from your website.",
        "",
        "Name: Asha Verma",
        "Email: asha@example.com",
        "Phone: +91 99999 11111",
        "Company: Verma Traders",
        "Inquiry Type: Request a Quote",
        "Subject: Quote for G500",
        "",
        "We need 3 printers.\nPlease send prices.",
      ].join("\n"),
    );
  });

  it("leaves out empty optional fields and defaults the inquiry type", () => {
    const text = contactMessage({
      name: "A",
      email: "a@example.com",
      phone: null,
      company: "  ",
      subject: "S",
      message: "M",
    });
    expect(text).not.toContain("Phone:");
    expect(text).not.toContain("Company:");
    expect(text).toContain("Inquiry Type: General Inquiry");
  });
});

describe("inquiry types", () => {
  it("offers exactly the values the server accepts, general first (the default)", () => {
    expect(INQUIRY_TYPE_OPTIONS.map((o) => o.value)).toEqual([...INQUIRY_TYPES]);
    expect(INQUIRY_TYPE_OPTIONS[0].value).toBe("general");
  });
  it("labels unknown values as general", () => {
    expect(inquiryTypeLabel("support")).toBe("Technical Support");
    expect(inquiryTypeLabel("nonsense")).toBe("General Inquiry");
    expect(inquiryTypeLabel(undefined)).toBe("General Inquiry");
  });
});
