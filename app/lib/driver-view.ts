import { formatMegabytes } from "./text";

// Which systems a driver is for, read from its name and description (staff write "Windows 10 and
// 11", "macOS", "for Android"): the download centre shows it, and a buyer filters with their eyes.

const SYSTEMS: { label: string; words: RegExp }[] = [
  { label: "Windows", words: /\bwindows\b|\bwin(7|8|10|11|32|64)\b/i },
  { label: "macOS", words: /\bmac ?os\b|\bos ?x\b|\bmacintosh\b|\bmac\b/i },
  { label: "Linux", words: /\blinux\b|\bcups\b|\bubuntu\b/i },
  { label: "Android", words: /\bandroid\b/i },
  { label: "iOS", words: /\bios\b|\biphone\b|\bipad\b/i },
];

/** The systems named in a driver's text, in a fixed order; empty when it names none. */
function driverSystems(...texts: (string | null | undefined)[]): string[] {
  const text = texts.filter(Boolean).join(" ");
  return SYSTEMS.filter((s) => s.words.test(text)).map((s) => s.label);
}

/** A driver as a visitor sees it in a list: what it is for, how large, and whether it downloads. */
export function toDriverView(d: {
  id: number;
  name: string;
  version: string;
  description: string | null;
  file: string | null;
  file_size: number;
}) {
  return {
    id: d.id,
    name: d.name,
    version: d.version,
    description: d.description,
    systems: driverSystems(d.name, d.description),
    size: d.file_size > 0 ? formatMegabytes(d.file_size) : null,
    downloadable: Boolean(d.file),
  };
}

export type DriverView = ReturnType<typeof toDriverView>;

/** The counted download route of a driver. */
export const driverDownloadHref = (id: number) => `/drivers/${id}/download`;
