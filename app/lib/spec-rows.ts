/**
 * The product's specifications text as rows: "Name: value" parts separated by ";" (or lines). The
 * form's row editor splits and joins with these, and the server checks each part as split here, so
 * a row the editor allows is a part the server accepts.
 */

/** Splits the stored text into rows as written (the public parser may split values further). */
export function specRowsOf(text: string): { name: string; value: string }[] {
  return text
    .split(/[;\r\n]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(":");
      return colon === -1
        ? { name: "", value: part }
        : { name: part.slice(0, colon).trim(), value: part.slice(colon + 1).trim() };
    });
}

/** The rows joined back into the text; a name loses its colons, a value its semicolons. */
export function specTextOf(rows: { name: string; value: string }[]): string {
  return rows
    .map((r) => ({
      name: r.name.trim().replace(/[:;]/g, " "),
      value: r.value.trim().replace(/;/g, ","),
    }))
    .filter((r) => r.name || r.value)
    .map((r) => (r.name ? `${r.name}: ${r.value}` : r.value))
    .join("; ");
}
