// Uploads: the type comes from the bytes (HTML or active SVG renamed .png, an .exe renamed .pdf: 415;
// a .dmg by its trailer), sizes are refused while the body is still arriving, a request carries a
// few files and bounded text fields, and hostile file names never reach the disk or a header.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as apiDrivers from "~/routes/api/drivers";
import * as apiProducts from "~/routes/api/products";
import * as driverDownload from "~/routes/site/driver-download";
import { createCategory } from "~/server/models/categories.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { FORM_LIMITS, readForm, receiveUploads } from "~/server/http/body.server";
import {
  DRIVER_UPLOAD,
  IMAGE_UPLOAD,
  isStoredUpload,
  PDF_UPLOAD,
  removeStaleIncoming,
} from "~/server/files/uploads.server";
import { args, BASE, ensureAdminUser, pngFile, pdfFile } from "../integration/admin-test-helpers";

const MB = 1024 * 1024;
const uploads = () => process.env.UPLOADS_DIR!;
// Files kept in the uploads folder. Other tests here store files on purpose, so a test that must keep
// nothing compares with what was there when it started.
const storedFiles = () => fs.readdirSync(uploads()).filter(isStoredUpload).sort();
const leftovers = () => fs.readdirSync(uploads()).filter((n) => n.startsWith(".incoming-"));
let token: string;

beforeAll(async () => {
  const user = await ensureAdminUser();
  token = createApiToken(user.id).token;
  createCategory({ name: "labels", display_name: "Labels" });
});

const EXE = new Uint8Array([
  ...Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", "latin1"),
  ...new Uint8Array(44),
  0x40,
  0,
  0,
  0,
  ...Buffer.from("PE\x00\x00", "latin1"),
  ...new Uint8Array(200),
]);

function dmg(size = 4096): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.fill(7, 0, size - 512);
  bytes.set(Buffer.from("koly"), size - 512);
  return bytes;
}

const file = (bytes: Uint8Array | string, name: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name);

function multipart(fields: Record<string, string | File>, url = "/x", auth = true) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(`${BASE}${url}`, {
    method: "POST",
    body,
    headers: auth ? { Authorization: `Bearer ${token}` } : {},
  });
}

describe("the type comes from the bytes, not the name", () => {
  const image = { image: IMAGE_UPLOAD };

  it("HTML, an active SVG and a script renamed .png are refused (415) and nothing is kept", async () => {
    const before = storedFiles();
    for (const [name, body] of [
      ["photo.png", "<!doctype html><html><script>alert(1)</script></html>"],
      ["photo.png", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ["photo.png", "alert(document.cookie)"],
      ["photo.jpg", "<html><img src=x onerror=alert(1)></html>"],
    ] as const) {
      const r = await receiveUploads(multipart({ image: file(body, name) }), image);
      expect(r.ok, name).toBe(false);
      if (!r.ok) expect(r.status, `${name}: ${body}`).toBe(415);
    }
    expect(storedFiles()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it("SVGs with script, handlers, javascript: links (plain, entity-encoded, animated) are refused", async () => {
    const svg = (inner: string, attrs = "") =>
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}</svg>`;
    const payloads = [
      svg("<script>alert(1)</script>"),
      svg("<SCRIPT >alert(1)</SCRIPT>"),
      svg("", ' onload="alert(1)"'),
      svg('<rect width="10" height="10" onmouseover="alert(1)"/>'),
      svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>'),
      svg('<a href="&#106;avascript&#58;alert(1)"><text>x</text></a>'),
      svg('<a href="&#x6A;avascript:alert(1)"><text>x</text></a>'),
      svg('<a href="java\tscript:alert(1)"><text>x</text></a>'),
      svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
      svg('<animate attributeName="onload" to="alert(1)"/>'),
      svg(
        '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe/></body></foreignObject>',
      ),
      svg('<iframe src="https://evil.example"/>'),
      svg(
        '<use href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>',
      ),
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>${svg("&x;")}`,
    ];
    for (const body of payloads) {
      const r = await receiveUploads(multipart({ image: file(body, "logo.svg") }), image);
      expect(r.ok, body).toBe(false);
      if (!r.ok) expect(r.status, body).toBe(415);
    }
    // A plain drawing is fine.
    const ok = await receiveUploads(
      multipart({ image: file(svg('<circle cx="5" cy="5" r="4" fill="#2563eb"/>'), "logo.svg") }),
      image,
    );
    expect(ok.ok).toBe(true);
    if (ok.ok) await ok.discard();
  });

  it("SVGs are checked as XML against an allow-list: prefixed script, HTML, foreign objects, external references, stylesheets and entities are refused", async () => {
    const before = storedFiles();
    const SVG = 'xmlns="http://www.w3.org/2000/svg"';
    const payloads = [
      // The same elements under another prefix bound to the SVG or XHTML namespace.
      `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>`,
      `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>`,
      `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>`,
      `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg"><s:foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></s:foreignObject></svg>`,
      `<svg ${SVG}><g xmlns:h="http://www.w3.org/1999/xhtml"><h:iframe src="https://evil.example"/></g></svg>`,
      `<svg ${SVG} xmlns:m="http://www.w3.org/1998/Math/MathML"><m:math><m:mtext>x</m:mtext></m:math></svg>`,
      // A script element hiding behind CDATA and a default namespace switch.
      `<svg ${SVG}><g><script xmlns="http://www.w3.org/2000/svg"><![CDATA[alert(1)]]></script></g></svg>`,
      // Handlers under a prefix, and in mixed case.
      `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg"><s:rect s:onclick="alert(1)" width="5" height="5"/></svg>`,
      `<svg ${SVG}><rect OnClick="alert(1)" width="5" height="5"/></svg>`,
      // Links out of the picture: <use> of another file, xlink:href to javascript:, feImage.
      `<svg ${SVG}><use href="https://evil.example/sprite.svg#a"/></svg>`,
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="/uploads/other.svg#x"/></svg>`,
      `<svg ${SVG} xmlns:l="http://www.w3.org/1999/xlink"><a l:href=" javascript:alert(1)"><text>x</text></a></svg>`,
      `<svg ${SVG}><filter id="f"><feImage href="https://evil.example/track.png"/></filter></svg>`,
      `<svg ${SVG}><image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/></svg>`,
      // Animations that would rewrite a link, a handler or a style.
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><a><set attributeName="xlink:href" to="javascript:alert(1)"/><text>x</text></a></svg>`,
      `<svg ${SVG}><rect width="5" height="5"><set attributeName="style" to="x"/></rect></svg>`,
      // CSS that loads something.
      `<svg ${SVG}><style>@import url(https://evil.example/x.css);</style></svg>`,
      `<svg ${SVG}><rect style="fill:url(https://evil.example/p.svg#g)" width="5" height="5"/></svg>`,
      `<svg ${SVG}><rect style="background:u\\72l(https://evil.example)" width="5" height="5"/></svg>`,
      // Entities, DOCTYPEs and stylesheets that transform the document.
      `<?xml version="1.0"?><!DOCTYPE svg SYSTEM "https://evil.example/x.dtd"><svg ${SVG}/>`,
      `<svg ${SVG}><text>&xxe;</text></svg>`,
      `<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?><svg ${SVG}/>`,
      // Not well-formed: a browser stops there, so the check must not guess.
      `<svg ${SVG}><rect width="5"><circle r="1"></rect></svg>`,
    ];
    for (const body of payloads) {
      const r = await receiveUploads(multipart({ image: file(body, "logo.svg") }), {
        image: IMAGE_UPLOAD,
      });
      expect(r.ok, body).toBe(false);
      if (!r.ok) {
        expect(r.status, body).toBe(415);
        expect(r.error, body).toMatch(/^Image: this SVG holds .+, which is not allowed/);
      }
    }
    expect(storedFiles()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it("an accepted SVG is stored as written back from the checked tree: editors' metadata, comments and unknown attributes are gone, text in CDATA stays text", async () => {
    const drawing =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Created with Inkscape -->\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
      'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
      'width="40" height="20" viewBox="0 0 40 20" data-secret="x">' +
      '<sodipodi:namedview pagecolor="#fff"/>' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#2563eb"/></linearGradient></defs>' +
      '<g inkscape:label="Layer 1"><rect width="40" height="20" fill="url(#g)" style="stroke:#000"/>' +
      '<use xlink:href="#g"/><text x="2" y="15"><![CDATA[<script>alert(1)</script> & co]]></text></g></svg>';
    const r = await receiveUploads(multipart({ image: file(drawing, "logo.svg") }), {
      image: IMAGE_UPLOAD,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const stored = fs.readFileSync(path.join(uploads(), r.files.image!.name), "utf8");
    expect(stored).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
    expect(stored).toContain('<rect width="40" height="20" fill="url(#g)" style="stroke:#000"/>');
    expect(stored).toContain('xlink:href="#g"');
    for (const gone of ["inkscape", "sodipodi", "Created with", "data-secret", "<script", "CDATA"])
      expect(stored, gone).not.toContain(gone);
    expect(stored).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co");
    expect(r.files.image!.size).toBe(Buffer.byteLength(stored));
    await r.discard();
  });

  it("an .exe renamed .pdf is refused by /api/products (415, JSON)", async () => {
    const before = storedFiles();
    const res = (await apiProducts.action(
      args(
        multipart({
          name: "Exe In Disguise",
          category: "labels",
          short_description: "s",
          description: "Long enough description.",
          pdf: file(EXE, "datasheet.pdf"),
        }),
      ),
    )) as Response;
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe("PDF must be a PDF file");
    expect(storedFiles()).toEqual(before);
  });

  it("a driver: a real .dmg (koly trailer) is taken; random bytes or a ZIP named .dmg are not", async () => {
    const before = storedFiles();
    const rules = { file: DRIVER_UPLOAD };
    const good = await receiveUploads(multipart({ file: file(dmg(), "Driver.dmg") }), rules);
    expect(good.ok).toBe(true);
    if (good.ok) {
      expect(good.files.file?.name).toMatch(/^[a-f0-9]{32}\.dmg$/);
      await good.discard();
    }
    for (const [bytes, name] of [
      [new Uint8Array(4096).fill(9), "random.dmg"],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...dmg(2048)]), "zip.dmg"],
      [EXE, "setup.dmg"],
      [Buffer.from("koly"), "tiny.dmg"],
    ] as const) {
      const r = await receiveUploads(multipart({ file: file(bytes, name) }), rules);
      expect(r.ok === false && r.status, name).toBe(415);
    }
    expect(storedFiles()).toEqual(before);
  });
});

/** A multipart body that sends `size` bytes of a file, then waits (never ends) until cancelled. */
function endlessUpload(field: string, name: string, head: Uint8Array, size: number) {
  const boundary = "----sizecheck";
  const pre = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  let sent = 0;
  let cancelled = false;
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(pre);
      controller.enqueue(head);
      sent = head.length;
    },
    pull(controller) {
      if (sent >= size) return new Promise(() => {}); // the client keeps the connection open
      sent += chunk.length;
      controller.enqueue(chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request(`${BASE}/x`, {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
  return { request, sent: () => sent, cancelled: () => cancelled };
}

describe("sizes are enforced while the body arrives", () => {
  it("an image past 5 MB is refused (413) before the body even ends; nothing stays on disk", async () => {
    const before = storedFiles();
    const png = new Uint8Array(await (await pngFile()).arrayBuffer());
    const upload = endlessUpload("image", "big.png", png, 8 * MB);
    const r = await receiveUploads(upload.request, { image: IMAGE_UPLOAD });
    expect(r.ok === false && r.status).toBe(413);
    if (!r.ok) expect(r.error).toBe("Image is too large (maximum 5 MB)");
    // It answered while the client was still connected and sending.
    expect(upload.sent()).toBeLessThanOrEqual(8 * MB + 64 * 1024);
    await new Promise((r) => setTimeout(r, 100));
    expect(storedFiles()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it("a body declared larger than every limit together is refused before reading (413)", async () => {
    const request = new Request(`${BASE}/x`, {
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(300 * MB),
      },
      body: "--x--\r\n",
    });
    const r = await receiveUploads(request, { file: DRIVER_UPLOAD });
    expect(r.ok === false && r.status).toBe(413);
  });

  it("a text field over 1 MB, text over 2 MB in all, or more than 200 fields: 413", async () => {
    const big = await receiveUploads(
      multipart({ description: "x".repeat(FORM_LIMITS.fieldBytes + 1) }),
      { image: IMAGE_UPLOAD },
    );
    expect(big.ok === false && big.status).toBe(413);
    const fields: Record<string, string> = {};
    for (let i = 0; i < 3; i++) fields[`f${i}`] = "y".repeat(FORM_LIMITS.fieldBytes - 10);
    const total = await receiveUploads(multipart(fields), { image: IMAGE_UPLOAD });
    expect(total.ok === false && total.status).toBe(413);
    const many: Record<string, string> = {};
    for (let i = 0; i <= FORM_LIMITS.fields; i++) many[`f${i}`] = "1";
    const count = await receiveUploads(multipart(many), { image: IMAGE_UPLOAD });
    expect(count.ok === false && count.status).toBe(413);
    // A urlencoded body is held to the same limits.
    const encoded = new Request(`${BASE}/x`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"z".repeat(FORM_LIMITS.totalFieldBytes + 1)}`,
    });
    await expect(readForm(encoded)).rejects.toMatchObject({ init: { status: 413 } });
  });

  it("at most one file per field and no more files than the form has fields", async () => {
    const before = storedFiles();
    const png = await pngFile();
    const rules = { image: IMAGE_UPLOAD, pdf: PDF_UPLOAD };
    const body = new FormData();
    body.append("image", png);
    body.append("image", await pngFile("second.png"));
    const twice = await receiveUploads(new Request(`${BASE}/x`, { method: "POST", body }), rules);
    expect(twice.ok === false && twice.status).toBe(400);
    const three = new FormData();
    three.append("image", png);
    three.append("pdf", pdfFile());
    three.append("extra", pdfFile("x.pdf"));
    const r = await receiveUploads(
      new Request(`${BASE}/x`, { method: "POST", body: three }),
      rules,
    );
    expect(r.ok === false && r.status).toBe(400);
    // A form that takes no files refuses one.
    const noFiles = new FormData();
    noFiles.append("name", "x");
    noFiles.append("attachment", png);
    await expect(
      readForm(new Request(`${BASE}/x`, { method: "POST", body: noFiles })),
    ).rejects.toMatchObject({ init: { status: 400 } });
    await new Promise((r) => setTimeout(r, 50));
    expect(storedFiles()).toEqual(before);
  });
});

describe("hostile file names", () => {
  const names = [
    "../../../../etc/passwd.zip",
    "..\\..\\windows\\system32\\evil.zip",
    "setup\u202Egpj.zip",
    "\u2066invoice\u2069.zip",
    '"quoted"; filename=evil.exe.zip',
    "CON.zip",
    ".htaccess.zip",
    "a".repeat(500) + ".zip",
  ];

  it("a raw NUL in a part's header makes the form unreadable (400), and nothing is stored", async () => {
    const before = storedFiles();
    const boundary = "----nul";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="driver\u0000.exe.zip"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004\r\n--${boundary}--\r\n`;
    const r = await receiveUploads(
      new Request(`${BASE}/x`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body,
      }),
      { file: DRIVER_UPLOAD },
    );
    expect(r.ok === false && r.status).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  it("an encoded NUL (filename*=UTF-8''...%00...) is removed from the kept name", async () => {
    const boundary = "----nul2";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''driver%00.exe%E2%80%AE.zip\r\n` +
      `Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004 zip\r\n--${boundary}--\r\n`;
    const r = await receiveUploads(
      new Request(`${BASE}/x`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body,
      }),
      { file: DRIVER_UPLOAD },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.files.file?.name).toMatch(/^[a-f0-9]{32}\.zip$/);
    expect(r.files.file?.originalName).toBe("driver.exe.zip");
    await r.discard();
  });

  it("are stored under a generated name inside UPLOADS_DIR, and offered back sanitised", async () => {
    const zip = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      0x14,
      0,
      0,
      0,
      8,
      0,
      ...new Uint8Array(100),
    ]);
    for (const name of names) {
      const res = (await apiDrivers.action(
        args(
          multipart({
            name: "Hostile Name Driver",
            version: "1.0",
            description: "d",
            file: file(zip, name),
          }),
        ),
      )) as Response;
      expect(res.status, name).toBe(201);
      const driver = (await res.json()) as { id: number; file: string; file_name: string };
      expect(driver.file, name).toMatch(/^[a-f0-9]{32}\.zip$/);
      expect(fs.existsSync(path.join(uploads(), driver.file))).toBe(true);
      // eslint-disable-next-line no-control-regex -- what must not survive
      expect(driver.file_name, name).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069/\\"]/);
      expect(driver.file_name.length).toBeLessThanOrEqual(200);
      const download = (await driverDownload.loader(
        args(new Request(`${BASE}/drivers/${driver.id}/download`), { id: String(driver.id) }),
      )) as Response;
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Type")).toBe("application/octet-stream");
      const disposition = download.headers.get("Content-Disposition")!;
      expect(disposition.startsWith("attachment;")).toBe(true);
      const plain = disposition.match(/filename="([^"]*)"/)![1];
      expect(plain, name).toMatch(/^[A-Za-z0-9._\-() ]+$/);
      expect(plain.startsWith("."), name).toBe(false);
      await download.body?.cancel();
    }
    // Nothing was written outside the uploads folder.
    expect(fs.existsSync(path.join(uploads(), "..", "etc"))).toBe(false);
    expect(leftovers()).toEqual([]);
  });
});

describe("uploads a crash interrupted", () => {
  it("leave temporary files that the next start removes once they are old", async () => {
    const old = path.join(uploads(), ".incoming-crashed");
    const fresh = path.join(uploads(), ".incoming-in-progress");
    fs.writeFileSync(old, "half a file");
    fs.writeFileSync(fresh, "arriving now");
    const hourAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    fs.utimesSync(old, hourAgo, hourAgo);
    expect(await removeStaleIncoming()).toBe(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });
});
