export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * The asset rule for stored picture and file values: an absolute URL is kept, a leading slash is joined to the base (this site), a bare
 * file name lives under /uploads/, and an empty value gives the placeholder image.
 */
export function assetUrl(value: string | null | undefined, base = ""): string {
  const v = value?.trim();
  if (!v) return PLACEHOLDER_IMAGE;
  if (/^https?:\/\//i.test(v)) return v;
  if (v.startsWith("/")) return `${base.replace(/\/+$/, "")}${v}`;
  return `${base.replace(/\/+$/, "")}/uploads/${encodeURIComponent(v)}`;
}
