import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { apiToken } from "./data";

// The service desk for customers, with JavaScript on and off (this file runs in both projects): book
// a repair from a printer's page with a photo and a video, land on the private tracking page, find it
// again by number and phone, and see what a wrong link, a bad PIN, a huge photo or an unknown model
// get. Each page is checked on a phone, a small laptop and a desktop.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const ZD421 = "zebra-zd421-desktop-barcode-printer";
const photo = path.resolve("tests/fixtures", "admin-product.png");

/** The smallest MP4 a phone could write: an ISO BMFF 'ftyp' box (brand isom), then media data. */
function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 32]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41"),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 4, 8]), Buffer.from("mdat"), Buffer.alloc(1024)]);
  return Buffer.concat([ftyp, mdat]);
}

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(inner);
}

/** Fills the booking form's required fields (the model is left as it is). */
async function fillBooking(page: Page, over: Record<string, string> = {}) {
  const v = {
    serial: "99J204501234",
    description: "Print fades on the left side of every label.",
    name: "Asha Verma",
    phone: "+91 98111 22334",
    email: "asha@example.com",
    city: "New Delhi",
    pin: "110020",
    ...over,
  };
  await page.getByLabel("Serial number").fill(v.serial);
  await page.getByLabel("Faded or patchy print").check();
  await page.getByLabel("Describe the problem").fill(v.description);
  await page.getByLabel("I will drop it at your office").check();
  await page.getByLabel("Name").fill(v.name);
  await page.getByLabel("Phone").fill(v.phone);
  await page.getByLabel("Email").fill(v.email);
  await page.getByLabel("City").fill(v.city);
  await page.getByLabel("State").selectOption("Delhi");
  await page.getByLabel("PIN code").fill(v.pin);
}

test("a customer books a repair from a printer's page and follows it by link and by phone", async ({
  page,
  request,
}) => {
  await page.goto(`/products/${ZD421}`);
  await page.getByRole("link", { name: "Book a repair for this printer" }).click();
  await expect(page).toHaveURL(/\/service\?printer=/);
  await expect(page.getByLabel("Printer model")).toHaveValue("ZD421t");
  await fillBooking(page);
  await page.getByLabel("Photos", { exact: true }).setInputFiles(photo);
  await page
    .getByLabel("Video", { exact: true })
    .setInputFiles({ name: "fault.mp4", mimeType: "video/mp4", buffer: tinyMp4() });
  await page.getByRole("button", { name: "Book the repair" }).click();

  await expect(page).toHaveURL(/\/track\/SR-\d{4}-\d{6}\/[A-Za-z0-9_-]{43}\?booked=1/);
  const number = (await page.locator("h1").textContent())!.trim();
  expect(number).toMatch(/^SR-\d{4}-\d{6}$/);
  await expect(
    page.getByRole("heading", { name: `Repair booked: your ticket is ${number}` }),
  ).toBeVisible();
  const link = await page.getByLabel("Your private tracking link").inputValue();
  expect(link).toBe(page.url().replace(/\?.*$/, ""));
  await expect(page.getByText(/emailed you this link|email you this link shortly/)).toBeVisible();
  const share = await page.getByRole("link", { name: "Save it on WhatsApp" }).getAttribute("href");
  expect(decodeURIComponent(share!)).toContain(link);
  await expect(page.getByTestId("ticket-status")).toHaveText("Received");
  await expect(page.getByText("ZD421t · serial 99J204501234")).toBeVisible();

  // The photo and the video, as stored: served with the sandboxing policy, the video as MP4.
  const img = page.getByRole("img", { name: "Photo: admin-product.png" });
  await expect(img).toBeVisible();
  const photoAnswer = await request.get((await img.getAttribute("src"))!);
  expect(photoAnswer.headers()["content-security-policy"]).toContain("sandbox");
  const videoSrc = await page.locator("video").getAttribute("src");
  const videoAnswer = await request.get(videoSrc!);
  expect(videoAnswer.headers()["content-type"]).toBe("video/mp4");
  expect(videoAnswer.headers()["content-security-policy"]).toContain("sandbox");
  expect((await videoAnswer.body()).equals(tinyMp4())).toBe(true);

  // The page is private and never hands its address (with the token) to another site.
  const again = await request.get(link);
  expect(again.headers()["cache-control"]).toBe("private, no-store");
  // The site-wide policy comes first; browsers apply the last one they know.
  expect(again.headers()["referrer-policy"].split(",").pop()!.trim()).toBe("same-origin");

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(link);
    await noSidewaysScroll(page, `tracking page at ${size.width}`);
    await expect(page.getByRole("heading", { name: "Next step" })).toBeInViewport({ ratio: 0 });
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call / })).toBeVisible();
  }

  // A link with one character changed shows nothing of the ticket.
  const wrong = link.slice(0, -1) + (link.endsWith("A") ? "B" : "A");
  const refused = await page.goto(wrong);
  expect(refused?.status()).toBe(404);
  await expect(page.getByText("This tracking link does not work")).toBeVisible();
  await expect(page.getByText("99J204501234")).toHaveCount(0);

  // By number and the phone's last four digits: a wrong ending is refused, the right one shows it.
  await page.goto("/track");
  await page.getByLabel("Ticket number").fill(number);
  await page.getByLabel("Last 4 digits of your phone").fill("9999");
  await page.getByRole("button", { name: "Find my repair" }).click();
  await expect(page.getByRole("alert")).toContainText("No ticket matches that number and phone");
  await page.getByLabel("Last 4 digits of your phone").fill("2334");
  await page.getByRole("button", { name: "Find my repair" }).click();
  await expect(page).toHaveURL(new RegExp(`/track/${number}$`));
  await expect(page.getByTestId("ticket-status")).toHaveText("Received");
});

test("the booking form works at every width and says what is wrong, saving nothing", async ({
  page,
}) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/service");
    await noSidewaysScroll(page, `booking form at ${size.width}`);
    await expect(page.getByRole("button", { name: "Book the repair" })).toBeVisible();
    await expect(page.getByLabel("Printer model")).toBeVisible();
  }

  // An impossible PIN and a PIN of another state.
  await page.getByLabel("Printer model").fill("ZD421t");
  await fillBooking(page, { pin: "012345" });
  await page.getByRole("button", { name: "Book the repair" }).click();
  await expect(
    page.getByText("A PIN code has six digits and does not start with 0 or 9"),
  ).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Asha Verma");
  await page.getByLabel("PIN code").fill("400001");
  await page.getByRole("button", { name: "Book the repair" }).click();
  await expect(page.getByText("PIN code 400001 is not in Delhi")).toBeVisible();

  // A model nobody knows: asked to check it, or to book it as typed.
  await page.getByLabel("Printer model").fill("QX-9000");
  await page.getByLabel("PIN code").fill("110020");
  await page.getByRole("button", { name: "Book the repair" }).click();
  await expect(page.getByText('We do not know the model "QX-9000"')).toBeVisible();
  await expect(page).toHaveURL(/\/service$/);
  await page.getByLabel("My model is not listed").check();
  // A 500-character serial is cut by the field; sent anyway (as a script could), it is refused.
  await page.getByLabel("Serial number").evaluate((el) => el.removeAttribute("maxlength"));
  await page.getByLabel("Serial number").fill("X".repeat(500));
  await page.getByRole("button", { name: "Book the repair" }).click();
  await expect(page.getByText("Serial number must be at most 40 characters")).toBeVisible();

  // A 50 MB photo: refused while it arrives, the typed details kept, nothing saved.
  await page.getByLabel("Serial number").fill("99J204501234");
  const huge = test.info().outputPath("huge.jpg");
  fs.writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024, 0xff));
  await page.getByLabel("Photos", { exact: true }).setInputFiles(huge);
  await page.getByRole("button", { name: "Book the repair" }).click();
  await expect(page.getByRole("alert")).toContainText("Photo is too large (maximum 10 MB)");
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  await expect(page.getByLabel("Name")).toHaveValue("Asha Verma");

  // A file that is not a picture whatever its name says.
  await page.getByLabel("Photos", { exact: true }).setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<script>alert(1)</script>"),
  });
  await page.getByRole("button", { name: "Book the repair" }).click();
  await expect(page.getByRole("alert")).toContainText("Photo must be a JPEG, PNG or WebP picture");
});

test("the warranty check answers in, out or unknown, and tells nothing more", async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/warranty");
    await page.getByLabel("Serial number").fill("d4j 2128 03345");
    await page.getByLabel("Model (optional)").fill("zd 421");
    await page.getByRole("button", { name: "Check warranty" }).click();
    await expect(page.getByTestId("warranty-answer")).toContainText("In warranty until");
    await expect(page.getByText(/ZD421t, bought from us on/)).toBeVisible();
    await noSidewaysScroll(page, `warranty at ${size.width}`);
  }
  // The demo buyer's name and invoice are never shown.
  await expect(page.getByText("Sharma Pharma")).toHaveCount(0);
  await expect(page.getByText("PBS/")).toHaveCount(0);

  await page.getByLabel("Serial number").fill("1834A0992");
  await page.getByLabel("Model (optional)").fill("");
  await page.getByRole("button", { name: "Check warranty" }).click();
  await expect(page.getByTestId("warranty-answer")).toContainText("Out of warranty since");
  await expect(page.getByRole("link", { name: "Book a repair" })).toHaveAttribute(
    "href",
    "/service",
  );

  // The right serial with a model that is not its own answers as an unknown serial does.
  await page.getByLabel("Serial number").fill("1834A0992");
  await page.getByLabel("Model (optional)").fill("ZT411");
  await page.getByRole("button", { name: "Check warranty" }).click();
  await expect(
    page.getByRole("heading", { name: "We have no record of this serial" }),
  ).toBeVisible();

  // 500 characters sent past the field's limit: a clear message, not an error page.
  await page.getByLabel("Serial number").evaluate((el) => el.removeAttribute("maxlength"));
  await page.getByLabel("Serial number").fill("S".repeat(500));
  await page.getByRole("button", { name: "Check warranty" }).click();
  await expect(page.getByRole("alert")).toContainText("A serial number has at most 40 characters");
});

test("the AMC page explains the plans at every width", async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/amc");
    await noSidewaysScroll(page, `AMC at ${size.width}`);
    await expect(page.getByRole("heading", { name: "Comprehensive", exact: true })).toBeVisible();
    await expect(page.getByText("Response time")).toBeVisible();
    await expect(page.getByRole("button", { name: "Ask for an AMC quote" })).toBeVisible();
  }
  // Asking for the quote is tested in amc-quote.spec.ts: it fills the quote basket.
});

test("the customer approves an estimate staff sent, on the tracking page at every width", async ({
  page,
  request,
}) => {
  const staff = { Authorization: `Bearer ${await apiToken(request)}` };
  const booked = await request.post("/api/service/tickets", {
    data: {
      model: "te 244",
      serial: "E3201A9999",
      fault: "head_error",
      description: "White lines through every barcode.",
      delivery: "courier",
      name: "Ravi Menon",
      phone: "+91 94470 55555",
      city: "Kochi",
      state: "Kerala",
      pin: "682011",
    },
  });
  expect(booked.status()).toBe(201);
  const { number, tracking_url } = await booked.json();
  const ticket = await (
    await request.get(`/api/service/tickets/${number}`, { headers: staff })
  ).json();
  const line = (kind: string, description: string, paise: number, code: string) => ({
    kind,
    description,
    hsn_sac: code,
    quantity: 1,
    unit_price_paise: paise,
    gst_rate: 18,
  });
  const sent = await request.put(`/api/service/tickets/${number}`, {
    headers: staff,
    data: {
      version: ticket.version,
      lines: [
        line("part", "Print head 203 dpi", 650000, "84439990"),
        line("labour", "Head replacement", 75000, "998713"),
      ],
      turnaround_days: 2,
      valid_days: 15,
      send: true,
    },
  });
  expect(sent.status()).toBe(200);

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(tracking_url);
    await noSidewaysScroll(page, `estimate at ${size.width}`);
    await expect(page.getByRole("button", { name: "Approve the estimate" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Decline" })).toBeVisible();
  }
  // Kerala is outside the seller's state: IGST, the total and the total in words.
  await expect(page.getByRole("rowheader", { name: "IGST" })).toBeVisible();
  await expect(page.getByTestId("estimate-total")).toHaveText("₹8,555.00");
  await expect(page.getByText("Eight Thousand Five Hundred Fifty Five Rupees Only")).toBeVisible();
  await page
    .getByLabel("Note for our engineer (optional)")
    .fill("Please courier it back by Friday");
  await page.getByRole("button", { name: "Approve the estimate" }).click();
  await expect(page.getByText("you approved the estimate")).toBeVisible();
  await expect(page.getByTestId("ticket-status")).toHaveText("Estimate approved");
  await expect(page.getByRole("button", { name: "Approve the estimate" })).toHaveCount(0);

  // Staff see the answer at once, with the note.
  const after = await (
    await request.get(`/api/service/tickets/${number}`, { headers: staff })
  ).json();
  expect(after.decision).toBe("approved");
  expect(after.decision_note).toBe("Please courier it back by Friday");
});
