/**
 * A file name as an uploader's machine sent it, made safe to store and to offer again in a
 * Content-Disposition header: the last path part only, letters, digits, dot, dash, underscore, space
 * and brackets kept, anything else (quotes, control characters, slashes, non-ASCII) turned into "_",
 * no leading dots, at most 150 characters with the extension kept. Empty gives `fallback`.
 */
export function safeFileName(name: string | null | undefined, fallback = "download"): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._\-() ]/g, "_")
    .replace(/\s+/g, " ")
    .replace(/_+/g, "_")
    .trim()
    .replace(/^[.\s]+/, "");
  if (!cleaned || /^[_.\s]*$/.test(cleaned)) return fallback;
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 150 - ext.length) + ext;
}
