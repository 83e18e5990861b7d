/**
 * The one reading of a count typed into a form or an address (a quantity, a page, a limit): plain
 * decimal digits and nothing else. JavaScript's Number() also reads "0x10" as 16, "1e3" as 1000,
 * "0b11", "1.0", "+5" and " 5 \n" as numbers, so a basket line or a page number could come out far
 * from what anyone wrote; none of those is how a person writes a count.
 */

/** Longer texts are not read at all: no count on this site needs more digits. */
const MAX_DIGITS = 30;
const DIGITS = /^[0-9]+$/;

/**
 * The whole number written in `text` (spaces around it allowed), or null when it holds anything but
 * the digits 0-9. Very long digit strings give a large number (the caller's maximum refuses it).
 */
export function parseWholeNumber(text: string | null | undefined): number | null {
  if (typeof text !== "string") return null;
  const t = text.trim();
  if (t.length === 0 || t.length > MAX_DIGITS || !DIGITS.test(t)) return null;
  return Number(t);
}

/** The message for a count that is not plain digits. */
export const wholeNumberMessage = (label: string, example = 12) =>
  `${label} must be a whole number written with the digits 0-9 only, such as ${example}`;
