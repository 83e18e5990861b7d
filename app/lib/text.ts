/** Cuts text at `max` characters and adds the suffix when something was cut. */
export function cutText(text: string | null | undefined, max: number, suffix = "..."): string {
  const t = (text ?? "").trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}${suffix}` : t;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** HTML or plain text to one line of plain text (for excerpts, meta descriptions and previews). */
export function plainText(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === "#") {
        const code =
          e[1]?.toLowerCase() === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "Asia/Kolkata",
});

/** Dates in long US English form, e.g. "March 5, 2026" (the business's time zone). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : longDate.format(d);
}

/** Bytes in MB with 2 decimals (divided by 1024 twice). */
export function formatMegabytes(bytes: number | null | undefined): string {
  return `${((bytes ?? 0) / 1024 / 1024).toFixed(2)} MB`;
}
