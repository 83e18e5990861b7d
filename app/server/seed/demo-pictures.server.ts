/**
 * Drawn stand-ins for product photos in the demo catalogue: until staff upload real photos, each demo
 * product gets an SVG drawing whose shape and size follow its family (a desktop printer, an
 * industrial one, a ribbon roll...), whose colours and display follow its brand, and which carries the
 * brand and model in writing, so two products never look alike. Pages caption them as
 * representative (app/lib/drawn-picture.ts).
 *
 * Deterministic: the same product always gives the same bytes, and the file is named after a hash of
 * them, so a file already on disk is never written again and a changed drawing is a new name. SVG
 * because it is a few kilobytes, sharp at every width, and served as it is (like the pictures under
 * public/images); nothing is rasterised at seed time.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { uploadsDir } from "../files/uploads.server";

export const PICTURE_FAMILIES = [
  "desktop",
  "industrial",
  "mobile",
  "receipt",
  "scanner",
  "ribbon",
  "label",
  "print-head",
  "mechanism",
  "accessory",
] as const;
export type PictureFamily = (typeof PICTURE_FAMILIES)[number];

export interface PictureSubject {
  family: PictureFamily;
  /** The brand as buyers read it ("Zebra"); empty for unbranded supplies. */
  brand: string;
  model: string;
  /** The product's name: hints such as a label's size or a silver material. */
  name: string;
}

type DisplayKind = "lcd" | "colour" | "icons" | "leds";

interface Palette {
  /** The printer's casing, its darker shade, and the lid or top. */
  body: string;
  shade: string;
  lid: string;
  /** The brand's colour: its name, stripes, buttons. */
  accent: string;
  /** Writing on the casing. */
  ink: string;
  display: DisplayKind;
}

/** Casings and marks by brand (by its lowercase name); other brands get one picked from their name. */
const BRANDS: Record<string, Palette> = {
  zebra: {
    body: "#30353b",
    shade: "#1d2125",
    lid: "#454b52",
    accent: "#111827",
    ink: "#f8fafc",
    display: "icons",
  },
  godex: {
    body: "#e6e9ed",
    shade: "#c3c9d1",
    lid: "#f4f6f8",
    accent: "#0a5cad",
    ink: "#0a5cad",
    display: "lcd",
  },
  tsc: {
    body: "#3b3f45",
    shade: "#25282c",
    lid: "#c8102e",
    accent: "#c8102e",
    ink: "#ffffff",
    display: "colour",
  },
  honeywell: {
    body: "#55595f",
    shade: "#393c40",
    lid: "#6b7077",
    accent: "#d6202f",
    ink: "#ffffff",
    display: "colour",
  },
  citizen: {
    body: "#f1f0ec",
    shade: "#d3d1ca",
    lid: "#faf9f6",
    accent: "#1d3f7a",
    ink: "#1d3f7a",
    display: "leds",
  },
  argox: {
    body: "#dfe3e6",
    shade: "#bfc5ca",
    lid: "#0f7a4a",
    accent: "#0f7a4a",
    ink: "#ffffff",
    display: "lcd",
  },
  postek: {
    body: "#eceef0",
    shade: "#c9ced3",
    lid: "#f08a00",
    accent: "#d46f00",
    ink: "#ffffff",
    display: "lcd",
  },
  max: {
    body: "#f5f5f4",
    shade: "#d6d3d1",
    lid: "#e7e5e4",
    accent: "#7a1f6b",
    ink: "#7a1f6b",
    display: "lcd",
  },
};

const OTHER_BRANDS: Palette[] = [
  {
    body: "#e2e8f0",
    shade: "#c1cad6",
    lid: "#f1f5f9",
    accent: "#1d4ed8",
    ink: "#1d4ed8",
    display: "leds",
  },
  {
    body: "#374151",
    shade: "#1f2937",
    lid: "#4b5563",
    accent: "#0e7490",
    ink: "#f9fafb",
    display: "lcd",
  },
  {
    body: "#ede9e3",
    shade: "#cfc8bd",
    lid: "#b45309",
    accent: "#b45309",
    ink: "#ffffff",
    display: "colour",
  },
];

/** Unbranded supplies and parts: the seller's own blue and neutral grey. */
const UNBRANDED: Palette = {
  body: "#e5e7eb",
  shade: "#c4c8cf",
  lid: "#f3f4f6",
  accent: "#2563eb",
  ink: "#1e3a8a",
  display: "leds",
};

function paletteOf(brand: string): Palette {
  const key = brand.trim().toLowerCase();
  if (!key) return UNBRANDED;
  if (Object.hasOwn(BRANDS, key)) return BRANDS[key];
  const n = createHash("sha256").update(key).digest()[0];
  return OTHER_BRANDS[n % OTHER_BRANDS.length];
}

/** A product's family from its category and name (a category alone says "accessories" for a roller). */
export function pictureFamily(category: string, name: string): PictureFamily {
  const c = category.toLowerCase();
  const n = name.toLowerCase();
  if (c.includes("accessor")) return "accessory";
  if (/ribbon|cassette/.test(n)) return "ribbon";
  if (/print ?head/.test(n)) return "print-head";
  if (/mechanism/.test(n)) return "mechanism";
  if (/scanner|imager/.test(n)) return "scanner";
  if (/receipt|\bpos\b/.test(n)) return "receipt";
  if (/mobile|portable/.test(n)) return "mobile";
  if (/industrial/.test(n) || c.includes("industrial")) return "industrial";
  if (/printer/.test(n)) return "desktop";
  // Marking tube for a tube printer: a supply, not a label roll.
  if (/\btubes?\b/.test(n)) return "accessory";
  if (/label/.test(n) || c.includes("label")) return "label";
  return "accessory";
}

const FONT = "Arial, Helvetica, sans-serif";

function xml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}

/** Text that fits `width` (an estimate of Arial's average glyph width): smaller when long. */
function fitText(
  text: string,
  x: number,
  y: number,
  {
    size,
    width,
    fill,
    weight = 700,
    anchor = "middle",
    spacing = 0,
  }: {
    size: number;
    width: number;
    fill: string;
    weight?: number;
    anchor?: "start" | "middle" | "end";
    spacing?: number;
  },
): string {
  if (!text) return "";
  const estimate = text.length * (size * 0.6 + spacing);
  const fitted = estimate > width ? Math.max(10, Math.floor((size * width) / estimate)) : size;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${fitted}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${spacing ? ` letter-spacing="${spacing}"` : ""}>${xml(text)}</text>`;
}

/**
 * A box seen a little from above and the right: the front face, the top and the side, `d` deep.
 * Returns the three faces; the front's top-left corner is (x, y).
 */
function box(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  front: string,
  top: string,
  side: string,
  r = 10,
): string {
  const dx = d * 0.8;
  const dy = d * 0.5;
  return [
    `<path d="M${x} ${y}L${x + dx} ${y - dy}H${x + w + dx}L${x + w} ${y}Z" fill="${top}"/>`,
    `<path d="M${x + w} ${y}L${x + w + dx} ${y - dy}V${y + h - dy}L${x + w} ${y + h}Z" fill="${side}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${front}"/>`,
  ].join("");
}

/** A short barcode of `bars` bars inside a w x h area at (x, y), the same for the same seed. */
function barcode(x: number, y: number, w: number, h: number, seed: string, fill = "#111827") {
  const bytes = createHash("sha256").update(seed).digest();
  const parts: string[] = [];
  let at = x;
  let i = 0;
  while (at < x + w - 2) {
    const bar = 1 + (bytes[i % bytes.length] % 3);
    const gap = 1 + (bytes[(i + 7) % bytes.length] % 3);
    const scale = w / 60;
    const bw = Math.min(bar * scale, x + w - at);
    parts.push(
      `<rect x="${at.toFixed(1)}" y="${y}" width="${bw.toFixed(1)}" height="${h}" fill="${fill}"/>`,
    );
    at += (bar + gap) * scale;
    i++;
  }
  return parts.join("");
}

function display(kind: DisplayKind, x: number, y: number, p: Palette, scale = 1): string {
  const s = (n: number) => n * scale;
  switch (kind) {
    case "lcd":
      return `<rect x="${x}" y="${y}" width="${s(96)}" height="${s(44)}" rx="${s(4)}" fill="#1f2937"/><rect x="${x + s(6)}" y="${y + s(6)}" width="${s(84)}" height="${s(32)}" rx="${s(2)}" fill="#a7c957"/><rect x="${x + s(12)}" y="${y + s(13)}" width="${s(50)}" height="${s(5)}" fill="#31572c"/><rect x="${x + s(12)}" y="${y + s(24)}" width="${s(34)}" height="${s(5)}" fill="#31572c"/>`;
    case "colour":
      return `<rect x="${x}" y="${y}" width="${s(104)}" height="${s(64)}" rx="${s(5)}" fill="#111827"/><rect x="${x + s(6)}" y="${y + s(6)}" width="${s(92)}" height="${s(52)}" rx="${s(3)}" fill="#0ea5e9"/><rect x="${x + s(12)}" y="${y + s(12)}" width="${s(36)}" height="${s(18)}" rx="${s(2)}" fill="#f8fafc"/><rect x="${x + s(54)}" y="${y + s(12)}" width="${s(38)}" height="${s(18)}" rx="${s(2)}" fill="${p.accent}"/><rect x="${x + s(12)}" y="${y + s(36)}" width="${s(80)}" height="${s(14)}" rx="${s(2)}" fill="#e0f2fe"/>`;
    case "icons":
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${x + s(i * 22)}" y="${y}" width="${s(16)}" height="${s(16)}" rx="${s(3)}" fill="${i === 0 ? "#22c55e" : "#9ca3af"}" opacity="0.9"/>`,
        )
        .join("");
    case "leds":
      return `<circle cx="${x + s(10)}" cy="${y + s(10)}" r="${s(8)}" fill="#22c55e"/><circle cx="${x + s(34)}" cy="${y + s(10)}" r="${s(8)}" fill="#f59e0b"/><rect x="${x + s(52)}" y="${y}" width="${s(40)}" height="${s(20)}" rx="${s(10)}" fill="${p.accent}"/>`;
  }
}

/** A label coming out of a slot: white with a barcode. */
function label(x: number, y: number, w: number, h: number, seed: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#ffffff" stroke="#94a3b8" stroke-width="2"/>${barcode(x + w * 0.12, y + h * 0.18, w * 0.76, h * 0.5, seed)}<rect x="${x + w * 0.12}" y="${y + h * 0.76}" width="${w * 0.5}" height="${Math.max(3, h * 0.07)}" fill="#64748b"/>`;
}

// Each family is drawn in an 800 x 470 area above the caption; the object's size follows the
// product's real size (an industrial printer fills it, a mobile one is small).

function desktop(p: Palette, s: PictureSubject): string {
  const x = 190;
  const y = 170;
  const w = 380;
  const h = 200;
  return [
    box(x, y, w, h, 90, p.body, p.shade, p.shade, 18),
    // The clamshell lid: a rounded top over the body.
    `<path d="M${x} ${y + 70}V${y + 24}Q${x} ${y} ${x + 28} ${y}H${x + w - 28}Q${x + w} ${y} ${x + w} ${y + 24}V${y + 70}Z" fill="${p.lid}"/>`,
    `<path d="M${x + 10} ${y + 78}H${x + w - 10}" stroke="${p.shade}" stroke-width="4"/>`,
    fitText(s.brand.toUpperCase(), x + 30, y + 50, {
      size: 34,
      width: 200,
      fill: p.ink,
      anchor: "start",
      spacing: 2,
    }),
    display(p.display, x + w - 130, y + 22, p, p.display === "colour" ? 0.7 : 0.9),
    // The front: a slot and the label it prints.
    `<rect x="${x + 70}" y="${y + 120}" width="${w - 140}" height="12" rx="6" fill="#0f172a"/>`,
    label(x + 100, y + 126, w - 200, 92, `${s.brand}${s.model}`),
    `<circle cx="${x + w - 40}" cy="${y + 160}" r="12" fill="${p.accent}" stroke="#ffffff" stroke-width="3"/>`,
  ].join("");
}

function industrial(p: Palette, s: PictureSubject): string {
  const x = 150;
  const y = 90;
  const w = 470;
  const h = 330;
  return [
    box(x, y, w, h, 130, p.body, p.shade, p.shade, 10),
    // The side door with its window onto the media roll and the ribbon.
    `<rect x="${x + 18}" y="${y + 18}" width="${w - 190}" height="${h - 90}" rx="8" fill="${p.shade}"/>`,
    `<rect x="${x + 32}" y="${y + 32}" width="${w - 218}" height="${h - 118}" rx="6" fill="#cbd5e1" opacity="0.85"/>`,
    `<circle cx="${x + 110}" cy="${y + 140}" r="70" fill="#ffffff" stroke="#94a3b8" stroke-width="4"/><circle cx="${x + 110}" cy="${y + 140}" r="22" fill="#94a3b8"/>`,
    `<circle cx="${x + 225}" cy="${y + 90}" r="38" fill="#1f2937"/><circle cx="${x + 225}" cy="${y + 90}" r="13" fill="#9ca3af"/>`,
    // The control panel at the right, the brand above it.
    `<rect x="${x + w - 158}" y="${y + 18}" width="140" height="${h - 90}" rx="8" fill="${p.lid}"/>`,
    display(p.display, x + w - 140, y + 70, p, p.display === "icons" ? 0.95 : 1),
    `<circle cx="${x + w - 118}" cy="${y + 180}" r="11" fill="${p.accent}" stroke="#ffffff" stroke-width="3"/><circle cx="${x + w - 88}" cy="${y + 180}" r="11" fill="#9ca3af"/><circle cx="${x + w - 58}" cy="${y + 180}" r="11" fill="#9ca3af"/>`,
    fitText(s.brand.toUpperCase(), x + w - 88, y + 52, {
      size: 26,
      width: 124,
      fill: p.ink === "#ffffff" || p.ink === "#f8fafc" ? "#111827" : p.ink,
      spacing: 1,
    }),
    `<rect x="${x + 40}" y="${y + h - 54}" width="${w - 220}" height="12" rx="6" fill="#0f172a"/>`,
    label(x + 70, y + h - 48, w - 280, 80, `${s.brand}${s.model}`),
  ].join("");
}

function mobile(p: Palette, s: PictureSubject): string {
  const x = 300;
  const y = 150;
  const w = 200;
  const h = 250;
  return [
    // The paper it prints coming out of the top.
    label(x + 40, y - 90, w - 80, 110, `${s.brand}${s.model}`),
    box(x, y, w, h, 50, p.body, p.shade, p.shade, 34),
    `<rect x="${x + w + 18}" y="${y + 40}" width="22" height="150" rx="10" fill="${p.shade}"/>`,
    `<rect x="${x + 18}" y="${y + 10}" width="${w - 36}" height="14" rx="7" fill="#0f172a"/>`,
    display(p.display === "icons" ? "lcd" : p.display, x + 40, y + 52, p, 1.15),
    fitText(s.brand.toUpperCase(), x + w / 2, y + 160, {
      size: 26,
      width: w - 40,
      fill: p.ink === "#0a5cad" || p.ink === "#1d3f7a" || p.ink === "#7a1f6b" ? p.ink : "#f8fafc",
      spacing: 1,
    }),
    `<rect x="${x + 40}" y="${y + 186}" width="${w - 80}" height="34" rx="17" fill="${p.accent}"/>`,
  ].join("");
}

function receipt(p: Palette, s: PictureSubject): string {
  const x = 250;
  const y = 200;
  const w = 300;
  const h = 170;
  const lines = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${x + 80}" y="${y - 110 + i * 20}" width="${i % 2 ? 90 : 130}" height="7" fill="#94a3b8"/>`,
    )
    .join("");
  return [
    `<path d="M${x + 60} ${y + 10}V${y - 130}L${x + 75} ${y - 140}L${x + 90} ${y - 130}L${x + 105} ${y - 140}L${x + 120} ${y - 130}L${x + 135} ${y - 140}L${x + 150} ${y - 130}L${x + 165} ${y - 140}L${x + 180} ${y - 130}L${x + 195} ${y - 140}L${x + 210} ${y - 130}L${x + 225} ${y - 140}L${x + 240} ${y - 130}V${y + 10}Z" fill="#ffffff" stroke="#94a3b8" stroke-width="2"/>`,
    lines,
    box(x, y, w, h, 110, p.body, p.lid, p.shade, 22),
    `<rect x="${x + 40}" y="${y - 4}" width="${w - 80}" height="12" rx="6" fill="#0f172a"/>`,
    fitText(s.brand.toUpperCase(), x + 30, y + 70, {
      size: 30,
      width: 170,
      fill: p.ink,
      anchor: "start",
      spacing: 1,
    }),
    `<circle cx="${x + w - 44}" cy="${y + 60}" r="12" fill="${p.accent}" stroke="#ffffff" stroke-width="3"/>`,
    `<rect x="${x + 30}" y="${y + 120}" width="${w - 60}" height="8" rx="4" fill="${p.shade}"/>`,
  ].join("");
}

function scanner(p: Palette, s: PictureSubject): string {
  const cordless = /cordless|wireless|bluetooth/i.test(s.name);
  const rugged = /industrial|rugged/i.test(s.name);
  const grip = rugged ? "#facc15" : p.accent;
  return [
    // Beam from the window.
    `<path d="M210 150L60 110V250L210 205Z" fill="#ef4444" opacity="0.18"/><path d="M60 180H210" stroke="#ef4444" stroke-width="4" opacity="0.8"/>`,
    // Head and handle: one body, the trigger below the head.
    `<path d="M210 130Q210 100 250 100H520Q580 100 585 150L590 200Q592 230 560 236L470 250L430 420Q422 450 392 446L352 440Q324 434 330 404L360 250H250Q210 250 210 215Z" fill="${p.body}" stroke="${p.shade}" stroke-width="6"/>`,
    `<path d="M372 262L344 404Q342 418 356 421L384 425Q398 427 401 413L428 270Z" fill="${grip}" opacity="0.9"/>`,
    `<path d="M350 250Q340 290 372 300" stroke="#111827" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    `<rect x="204" y="120" width="22" height="110" rx="8" fill="#0f172a"/>`,
    fitText(s.brand.toUpperCase(), 400, 190, {
      size: 34,
      width: 280,
      fill: p.ink === "#0a5cad" || p.ink === "#1d3f7a" || p.ink === "#7a1f6b" ? p.ink : "#f8fafc",
      spacing: 2,
    }),
    cordless
      ? `<path d="M300 440H520L540 470H280Z" fill="${p.shade}"/><rect x="330" y="420" width="160" height="26" rx="8" fill="${p.body}"/><circle cx="470" cy="433" r="6" fill="#22c55e"/>`
      : `<path d="M380 446Q390 470 440 462T560 470" stroke="#1f2937" stroke-width="8" fill="none"/>`,
  ].join("");
}

/** A label's proportions from its name ("100 x 50 mm"), else a common 50 x 25. */
function labelSize(name: string): { w: number; h: number } {
  const m = /(\d{2,3})\s*[x×]\s*(\d{2,3})\s*mm/i.exec(name);
  return m ? { w: Number(m[1]), h: Number(m[2]) } : { w: 50, h: 25 };
}

function ribbon(p: Palette, s: PictureSubject): string {
  const width = /(\d{2,3})\s*mm/i.exec(s.name);
  // Wider ribbons are longer cylinders.
  const len = Math.min(440, Math.max(240, (width ? Number(width[1]) : 110) * 3.6));
  const cassette = /cassette/i.test(s.name);
  const x = 400 - len / 2 - 30;
  const cy = 250;
  const core = s.brand ? p.accent : "#9ca3af";
  if (cassette)
    return [
      box(230, 160, 340, 200, 60, p.body, p.lid, p.shade, 18),
      `<circle cx="320" cy="260" r="58" fill="#111827"/><circle cx="320" cy="260" r="20" fill="${core}"/>`,
      `<circle cx="480" cy="260" r="58" fill="#111827"/><circle cx="480" cy="260" r="20" fill="${core}"/>`,
      `<rect x="320" y="318" width="160" height="10" fill="#111827"/>`,
      fitText(s.brand.toUpperCase(), 400, 200, { size: 28, width: 260, fill: p.ink }),
    ].join("");
  return [
    // The roll lying on its side: a black cylinder with the core showing at its end.
    `<rect x="${x}" y="${cy - 110}" width="${len}" height="220" fill="#1f2937"/>`,
    `<ellipse cx="${x}" cy="${cy}" rx="52" ry="110" fill="#111827"/>`,
    `<ellipse cx="${x + len}" cy="${cy}" rx="52" ry="110" fill="#374151"/>`,
    `<ellipse cx="${x + len}" cy="${cy}" rx="22" ry="46" fill="${core}"/><ellipse cx="${x + len}" cy="${cy}" rx="11" ry="24" fill="#f8fafc"/>`,
    `<path d="M${x + 20} ${cy - 96}H${x + len - 10}" stroke="#4b5563" stroke-width="6" opacity="0.7"/>`,
    // The leader film coming off the roll, with the brand on it.
    `<path d="M${x} ${cy + 110}L${x + 40} ${cy + 170}H${x + len + 40}L${x + len} ${cy + 110}Z" fill="#374151"/>`,
    fitText(s.brand ? s.brand.toUpperCase() : "THERMAL RIBBON", x + len / 2 + 20, cy + 152, {
      size: 26,
      width: len - 40,
      fill: "#e5e7eb",
      spacing: 2,
    }),
  ].join("");
}

function labelRoll(p: Palette, s: PictureSubject): string {
  const { w, h } = labelSize(s.name);
  const silver = /silver|metal/i.test(s.name);
  const face = silver ? "#cbd5e1" : /thermal/i.test(s.name) ? "#fffdf5" : "#ffffff";
  // One label drawn at the scale of its millimetres, within the strip.
  const lw = Math.min(220, Math.max(90, w * 1.6));
  const lh = Math.min(150, Math.max(24, (lw * h) / w));
  const cx = 250;
  const cy = 240;
  const labels = [0, 1]
    .map((i) => {
      const x = 420 + i * (lw + 18);
      const y = 250 - lh / 2;
      return x + lw > 780
        ? ""
        : `<rect x="${x}" y="${y}" width="${lw}" height="${lh}" rx="6" fill="${face}" stroke="#94a3b8" stroke-width="2"/>${lh >= 40 ? barcode(x + lw * 0.12, y + lh * 0.2, lw * 0.76, lh * 0.45, `${s.model}${i}`) : ""}`;
    })
    .join("");
  return [
    `<rect x="${cx}" y="${250 - lh / 2 - 16}" width="${540}" height="${lh + 32}" fill="#f1e7d0" stroke="#d6c7a1" stroke-width="2"/>`,
    labels,
    `<circle cx="${cx}" cy="${cy}" r="150" fill="${face}" stroke="#94a3b8" stroke-width="4"/>`,
    `<circle cx="${cx}" cy="${cy}" r="120" fill="none" stroke="#e2e8f0" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="60" fill="#d6c7a1"/><circle cx="${cx}" cy="${cy}" r="44" fill="#f8fafc"/>`,
    fitText(s.brand ? s.brand.toUpperCase() : `${w} x ${h} mm`, cx, cy + 100, {
      size: 22,
      width: 180,
      fill: s.brand ? p.accent : "#475569",
    }),
  ].join("");
}

function printHead(p: Palette, s: PictureSubject): string {
  return [
    box(110, 200, 560, 90, 80, "#166534", "#14532d", "#0f3d21", 8),
    // The heating line on a ceramic strip along the top edge.
    `<rect x="130" y="212" width="520" height="22" rx="4" fill="#e5e7eb"/><rect x="140" y="221" width="500" height="4" fill="#111827"/>`,
    `<rect x="310" y="290" width="160" height="34" rx="4" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>`,
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((i) => `<rect x="${320 + i * 15}" y="298" width="8" height="18" fill="#d97706"/>`)
      .join(""),
    fitText(s.brand.toUpperCase(), 180, 272, {
      size: 28,
      width: 220,
      fill: "#f8fafc",
      anchor: "start",
      spacing: 2,
    }),
    `<rect x="520" y="250" width="110" height="28" rx="4" fill="${p.accent}"/>`,
  ].join("");
}

function mechanism(p: Palette, s: PictureSubject): string {
  const cutter = /cutter/i.test(s.name);
  return [
    box(170, 190, 460, 170, 100, "#9ca3af", "#d1d5db", "#6b7280", 6),
    // The platen roller across the frame, a gear at its end, the flat cable at the back.
    `<rect x="200" y="150" width="400" height="46" rx="23" fill="#111827"/><rect x="580" y="160" width="60" height="26" rx="6" fill="#6b7280"/>`,
    `<circle cx="660" cy="240" r="42" fill="#e5e7eb" stroke="#6b7280" stroke-width="10" stroke-dasharray="12 8"/><circle cx="660" cy="240" r="12" fill="#6b7280"/>`,
    `<path d="M220 360V410H340V360" fill="#f59e0b" opacity="0.85"/>`,
    cutter ? `<rect x="190" y="110" width="420" height="26" rx="4" fill="#475569"/>` : "",
    fitText(s.brand ? s.brand.toUpperCase() : "THERMAL", 300, 285, {
      size: 30,
      width: 220,
      fill: s.brand ? p.accent : "#1f2937",
      spacing: 2,
    }),
  ].join("");
}

function accessory(p: Palette, s: PictureSubject): string {
  const n = s.name.toLowerCase();
  if (/roller|platen/.test(n))
    return [
      `<rect x="170" y="210" width="440" height="70" rx="35" fill="#111827"/>`,
      `<rect x="120" y="232" width="60" height="26" rx="6" fill="#9ca3af"/><rect x="600" y="232" width="80" height="26" rx="6" fill="#9ca3af"/>`,
      `<circle cx="690" cy="245" r="26" fill="#e5e7eb" stroke="#6b7280" stroke-width="8" stroke-dasharray="9 6"/>`,
      `<path d="M200 226H580" stroke="#374151" stroke-width="6"/>`,
      fitText(s.brand.toUpperCase(), 390, 340, { size: 30, width: 300, fill: p.accent }),
    ].join("");
  if (/pen|clean/.test(n))
    return [0, 1, 2]
      .map(
        (i) =>
          `<g transform="rotate(-18 400 250) translate(0 ${i * 60 - 60})"><rect x="180" y="230" width="360" height="40" rx="20" fill="${p.accent}"/><rect x="540" y="236" width="60" height="28" rx="6" fill="#e5e7eb"/><path d="M600 240L650 250L600 260Z" fill="#cbd5e1"/><rect x="210" y="243" width="120" height="14" rx="7" fill="#ffffff" opacity="0.8"/></g>`,
      )
      .join("");
  if (/tube/.test(n))
    return [
      `<circle cx="400" cy="250" r="150" fill="none" stroke="#f8fafc" stroke-width="40"/>`,
      `<circle cx="400" cy="250" r="150" fill="none" stroke="#cbd5e1" stroke-width="2"/>`,
      `<circle cx="400" cy="250" r="110" fill="none" stroke="#f8fafc" stroke-width="30"/>`,
      `<circle cx="400" cy="250" r="70" fill="${p.accent}"/>`,
      fitText(s.brand.toUpperCase(), 400, 260, { size: 28, width: 120, fill: "#ffffff" }),
    ].join("");
  if (/rewinder|winder/.test(n))
    return [
      box(220, 320, 360, 70, 60, p.body, p.lid, p.shade, 10),
      `<rect x="392" y="150" width="16" height="170" fill="#6b7280"/>`,
      `<circle cx="400" cy="210" r="110" fill="#ffffff" stroke="#94a3b8" stroke-width="4"/><circle cx="400" cy="210" r="36" fill="${p.accent}"/>`,
      fitText(s.brand.toUpperCase(), 400, 366, { size: 28, width: 300, fill: p.ink }),
    ].join("");
  // A module that fits on a printer's front: a cutter or a peeler.
  return [
    box(230, 190, 340, 150, 80, p.body, p.lid, p.shade, 12),
    /cut/.test(n)
      ? `<path d="M260 300H540" stroke="#0f172a" stroke-width="10"/><path d="M300 292L330 270L360 292" fill="#94a3b8"/>`
      : `<rect x="260" y="290" width="280" height="14" rx="7" fill="#0f172a"/><rect x="300" y="304" width="200" height="50" rx="3" fill="#ffffff" stroke="#94a3b8" stroke-width="2"/>`,
    fitText(s.brand.toUpperCase(), 400, 250, { size: 30, width: 280, fill: p.ink }),
  ].join("");
}

const DRAW: Record<PictureFamily, (p: Palette, s: PictureSubject) => string> = {
  desktop,
  industrial,
  mobile,
  receipt,
  scanner,
  ribbon,
  label: labelRoll,
  "print-head": printHead,
  mechanism,
  accessory,
};

/** The whole SVG document of a product's drawn picture (800 x 600, the product page's 4:3). */
export function drawProductPicture(subject: PictureSubject): string {
  const p = paletteOf(subject.brand);
  const title = [subject.brand, subject.model].filter(Boolean).join(" ") || subject.name;
  const brandLine = subject.brand.toUpperCase();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">`,
    `<title>${xml(`${title}: representative drawing`)}</title>`,
    `<rect width="800" height="600" fill="#f8fafc"/>`,
    `<rect width="800" height="8" fill="${p.accent}"/>`,
    `<ellipse cx="400" cy="452" rx="300" ry="18" fill="#64748b" opacity="0.16"/>`,
    DRAW[subject.family](p, subject),
    // The caption band: the brand and the model, large enough to read on a phone's card.
    `<rect y="472" width="800" height="128" fill="#ffffff"/><rect y="472" width="800" height="2" fill="#e2e8f0"/>`,
    brandLine
      ? fitText(brandLine, 400, 512, {
          size: 30,
          width: 700,
          fill: p.accent === "#111827" ? "#111827" : p.accent,
          spacing: 4,
        })
      : "",
    fitText(subject.model || subject.name, 400, brandLine ? 578 : 560, {
      size: 60,
      width: 740,
      fill: "#0f172a",
    }),
    fitText("Representative image", 16, 36, {
      size: 20,
      width: 300,
      fill: "#64748b",
      weight: 400,
      anchor: "start",
    }),
    `</svg>`,
  ].join("\n");
}

function slugPart(text: string, max: number): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, max)
      .replace(/-+$/, "") || "x"
  );
}

/** The stored name of a drawing: what it shows, and a hash of its bytes (a new drawing, a new name). */
function drawnPictureName(subject: PictureSubject, svg: string): string {
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  const what = [
    subject.family,
    slugPart(subject.brand, 16),
    slugPart(subject.model || subject.name, 40),
  ]
    .filter((part) => part !== "x")
    .join("-");
  return `drawn-${what}-${hash}.svg`;
}

/** Drawings made by this process, by family, brand and model: each is drawn and written once. */
const made = new Map<string, string>();

/**
 * Draws the picture of a product into UPLOADS_DIR (unless that exact file is there already) and
 * returns its stored name. Synchronous: the seed writes its rows in one transaction.
 */
export function storeDemoPicture(subject: PictureSubject): string {
  const key = `${subject.family}\n${subject.brand}\n${subject.model}\n${subject.name}`;
  const known = made.get(key);
  if (known && fs.existsSync(path.join(uploadsDir(), known))) return known;
  const svg = drawProductPicture(subject);
  const name = drawnPictureName(subject, svg);
  const file = path.join(uploadsDir(), name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    // Written beside and renamed: another process never serves half a file.
    const temporary = path.join(uploadsDir(), `.drawing-${process.pid}-${name}`);
    fs.writeFileSync(temporary, svg);
    fs.renameSync(temporary, file);
  }
  made.set(key, name);
  return name;
}
