import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { action as formAction } from "~/routes/admin/product-form";
import { action as apiCreateAction } from "~/routes/api/products";
import { createCategory } from "~/server/models/categories.server";
import { receiveUploads } from "~/server/http/body.server";
import {
  IMAGE_UPLOAD,
  PDF_UPLOAD,
  isStoredUpload,
  removeUpload,
} from "~/server/files/uploads.server";
import {
  adminCookie,
  args,
  ensureAdminUser,
  multipart,
  pdfFile,
  pngFile,
  textFile,
  unwrap,
} from "./admin-test-helpers";

let cookie: string;
const uploads = () => process.env.UPLOADS_DIR!;
const rules = { image: IMAGE_UPLOAD, pdf: PDF_UPLOAD };

const product = {
  name: "Upload Test",
  slug: "upload-test",
  category: "labels",
  short_description: "Short",
  description: "Long enough description.",
};

function receive(fields: Record<string, string | File>) {
  return receiveUploads(multipart("/x", fields), rules);
}

const EXE =
  "MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00" + "\x00".repeat(48) + "PE\x00\x00";

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "labels", display_name: "Labels" });
});

describe("receiveUploads: the type comes from the bytes and the name", () => {
  it("stores a real PNG and PDF under random names and returns them", async () => {
    const r = await receive({ title: "x", image: await pngFile("My Photo.PNG"), pdf: pdfFile() });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.form.get("title")).toBe("x");
    expect(r.files.image?.name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(r.files.image?.originalName).toBe("My Photo.PNG");
    expect(isStoredUpload(r.files.pdf?.name)).toBe(true);
    expect(fs.existsSync(`${uploads()}/${r.files.image!.name}`)).toBe(true);
    await r.discard();
    expect(fs.existsSync(`${uploads()}/${r.files.image!.name}`)).toBe(false);
  });

  it("ignores an empty file input (nothing chosen), as a browser sends it", async () => {
    const boundary = "----formboundary";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename=""\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`;
    const request = new Request("http://localhost/x", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const r = await receiveUploads(request, rules);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.files).toEqual({});
      expect(r.form.get("title")).toBe("x");
    }
  });

  it.each([
    ["a program renamed .png", "image", () => textFile("photo.png", EXE)],
    ["a PNG named .pdf", "pdf", () => pngFile("sheet.pdf")],
    ["a PDF named .jpg", "image", () => pdfFile("photo.jpg")],
    [
      "an HTML page named .svg",
      "image",
      () => textFile("x.svg", "<html><script>alert(1)</script></html>"),
    ],
    ["a text file", "image", () => textFile("notes.txt", "hello")],
    ["a .exe as the PDF", "pdf", () => textFile("setup.exe", EXE)],
  ])("refuses %s with 415", async (_label, field, make) => {
    const r = await receive({ [field]: await make() });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toBe(415);
    expect(r.field).toBe(field);
    expect(r.error).toBe(
      field === "image"
        ? "Image must be a JPEG, PNG, WebP, GIF or SVG image"
        : "PDF must be a PDF file",
    );
    expect(fs.readdirSync(uploads()).filter(isStoredUpload)).toEqual([]);
  });

  it.each([
    ["a script element", `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`],
    ["an onload attribute", `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>`],
    [
      "an event handler on a child",
      `<svg xmlns="http://www.w3.org/2000/svg"><rect\nonclick='x()'/></svg>`,
    ],
    [
      "a javascript: link",
      `<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>`,
    ],
    [
      "an entity-encoded javascript: link",
      `<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)">x</a></svg>`,
    ],
    [
      "a foreignObject",
      `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="x"/></foreignObject></svg>`,
    ],
    [
      "an entity declaration",
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>`,
    ],
  ])("refuses an SVG holding %s", async (_label, svg) => {
    const r = await receive({ image: textFile("logo.svg", svg, "image/svg+xml") });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.status).toBe(415);
      expect(r.error).toMatch(/^Image: this SVG holds .+, which is not allowed/);
    }
  });

  it("accepts a plain SVG drawing", async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2563eb"/><a href="https://example.com"><text>ok</text></a></svg>`;
    const r = await receive({ image: textFile("logo.svg", svg, "image/svg+xml") });
    expect(r.ok).toBe(true);
    if (r.ok) await r.discard();
  });

  it("refuses an image over 5 MB with 413", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new Uint8Array(await (await pngFile()).arrayBuffer()));
    const r = await receive({ image: new File([big], "big.png", { type: "image/png" }) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toBe(413);
    expect(r.error).toBe("Image is too large (maximum 5 MB)");
  });

  it("refuses a body declared larger than every limit together, before reading it (413)", async () => {
    const request = multipart("/x", { name: "x" });
    const huge = new Request(request.url, {
      method: "POST",
      headers: {
        "Content-Type": request.headers.get("Content-Type")!,
        "Content-Length": String(200 * 1024 * 1024),
      },
      body: "",
    });
    const r = await receiveUploads(huge, rules);
    expect(r.ok === false && r.status).toBe(413);
  });

  it("refuses a file in a field that takes none", async () => {
    const r = await receive({ avatar: await pngFile() });
    expect(r.ok === false && r.status).toBe(400);
  });

  it("removeUpload only deletes stored names, never paths", async () => {
    fs.writeFileSync(`${uploads()}/keep.txt`, "x");
    await removeUpload("../keep.txt");
    await removeUpload("/images/products/x.svg");
    await removeUpload("keep.txt");
    expect(fs.existsSync(`${uploads()}/keep.txt`)).toBe(true);
    fs.unlinkSync(`${uploads()}/keep.txt`);
  });
});

describe("the product form and /api answer refused uploads clearly", () => {
  it("the form shows the message beside the image field and keeps nothing", async () => {
    const request = multipart("/admin/products/new", {
      ...product,
      image: textFile("photo.png", EXE),
    });
    request.headers.set("Cookie", cookie);
    const { data, status } = unwrap<{ fieldErrors: Record<string, string> }>(
      await formAction(args(request)),
    );
    expect(status).toBe(415);
    expect(data.fieldErrors.image).toBe("Image must be a JPEG, PNG, WebP, GIF or SVG image");
  });

  it("/api answers 415 and 413 as JSON", async () => {
    const post = async (file: File) => {
      const request = multipart("/api/products", { ...product, image: file });
      request.headers.set("Cookie", cookie);
      request.headers.set("Sec-Fetch-Site", "same-origin");
      return (await apiCreateAction(args(request))) as Response;
    };
    const wrong = await post(textFile("photo.gif", "not an image at all"));
    expect(wrong.status).toBe(415);
    expect(await wrong.json()).toEqual({
      error: "Image must be a JPEG, PNG, WebP, GIF or SVG image",
      fields: { image: "Image must be a JPEG, PNG, WebP, GIF or SVG image" },
    });
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(new Uint8Array(await (await pngFile()).arrayBuffer()));
    const tooBig = await post(new File([big], "big.png"));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toBe("Image is too large (maximum 5 MB)");
    expect(fs.readdirSync(uploads()).filter(isStoredUpload)).toEqual([]);
  });
});
