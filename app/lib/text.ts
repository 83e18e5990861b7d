import { decodeEntities } from "#decode-entities";

/** Cuts text at `max` characters and adds the suffix when something was cut. */
export function cutText(text: string | null | undefined, max: number, suffix = "..."): string {
  const t = (text ?? "").trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}${suffix}` : t;
}

/**
 * HTML or plain text to one line of plain text (for excerpts, meta descriptions, JSON-LD and
 * previews), with every entity decoded (`&rsquo;`, `&mdash;`, `&hellip;`...), so what a search
 * result or a card shows is what the page shows.
 */
export function plainText(html: string | null | undefined): string {
  return decodeEntities(
    (html ?? "").replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** Dates live in one module (the Indian calendar); kept here too for the pages that import it. */
export { formatDate } from "./dates";

/** Bytes in MB with 2 decimals (divided by 1024 twice). */
export function formatMegabytes(bytes: number | null | undefined): string {
  return `${((bytes ?? 0) / 1024 / 1024).toFixed(2)} MB`;
}
