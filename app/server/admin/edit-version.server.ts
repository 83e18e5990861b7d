/**
 * The version of a row an edit was based on, so a save made from an out-of-date copy is refused
 * instead of silently undoing someone else's answered save. The version is a digest of the row as
 * read: any change (a form, /api, an import, a rename carried by a foreign key) moves it, and no
 * column or migration is needed for it.
 */
import crypto from "node:crypto";

import { VERSION_FIELD } from "~/lib/edit-version";

export { STALE_EDIT, VERSION_FIELD } from "~/lib/edit-version";

export function rowVersion(row: object): string {
  return crypto.createHash("sha256").update(JSON.stringify(row)).digest("hex").slice(0, 20);
}

/** The version a request was based on: the form field, else an If-Match header (quotes and W/ off). */
export function expectedVersion(request: Request, values: Record<string, string>): string | null {
  const field = values[VERSION_FIELD]?.trim();
  delete values[VERSION_FIELD];
  if (field) return field;
  const header = request.headers.get("If-Match")?.trim();
  if (!header || header === "*") return null;
  return header.replace(/^W\//, "").replace(/^"|"$/g, "") || null;
}

/** The ETag header of a row, for /api answers (a client may send it back as If-Match). */
export function etagOf(row: object): Record<string, string> {
  return { ETag: `"${rowVersion(row)}"` };
}
