// Specification names that mean the same thing, so a side-by-side comparison lines them up on one
// row whatever words each product's sheet happened to use.

/**
 * Each entry: the name shown on the shared row, then every other spelling that means it. Spellings
 * are matched after `specNameKey` (case, spaces and punctuation do not count), so "print-speed",
 * "PRINT SPEED" and "Print speed:" are all one. Add a spelling here, never in a page.
 */
export const SPEC_ALIASES: readonly (readonly [string, ...string[]])[] = [
  ["Print Method", "Printing Method", "Print Type", "Printing Technology", "Print Technology"],
  ["Resolution", "Print Resolution", "DPI", "Printhead Resolution", "Print Head Resolution"],
  ["Print Speed", "Speed", "Max Print Speed", "Maximum Print Speed", "Max Speed", "Printing Speed"],
  ["Print Width", "Max Print Width", "Maximum Print Width", "Printing Width"],
  ["Print Length", "Max Print Length", "Maximum Print Length", "Printing Length"],
  ["Media Width", "Max Media Width", "Maximum Media Width", "Label Width", "Paper Width"],
  [
    "Interfaces",
    "Interface",
    "Connectivity",
    "Communication",
    "Communications",
    "Communication Interfaces",
    "Ports",
  ],
  ["Memory", "Memory Size"],
  ["Processor", "CPU"],
  ["Ribbon", "Ribbon Length", "Ribbon Capacity"],
  ["Control Panel", "Control", "Display", "Controls", "User Interface"],
  ["Battery", "Battery Life", "Battery Capacity"],
  ["Dimensions", "Dimension", "Size"],
  ["Weight", "Net Weight"],
];

/** A name reduced to what matters for matching: lowercase letters and digits, one space apart. */
export function specNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const CANONICAL = new Map<string, string>();
for (const [shown, ...others] of SPEC_ALIASES) {
  for (const spelling of [shown, ...others]) {
    const key = specNameKey(spelling);
    // The first entry that names a spelling wins: a later one cannot move it to another row.
    if (!CANONICAL.has(key)) CANONICAL.set(key, shown);
  }
}

/**
 * The row a specification name belongs on: the alias table's name for a known spelling, otherwise
 * the name itself tidied (spaces collapsed). Two names share a row when their `specRowKey` is equal.
 */
export function canonicalSpecName(name: string): string {
  return CANONICAL.get(specNameKey(name)) ?? name.replace(/\s+/g, " ").trim();
}

/** The key that decides which names share a row. */
export function specRowKey(name: string): string {
  return specNameKey(canonicalSpecName(name));
}
