/**
 * Warranty arithmetic and the serial-number key, shared by the admin's serial records, the public
 * warranty check and the service desk's tickets, so a serial typed any way finds the same record and
 * every screen agrees on the last covered day.
 */

/** The longest serial number taken anywhere (makers' serials are 8 to 20 characters). */
export const SERIAL_MAX = 40;

/**
 * A serial number as it is stored and looked up: upper case, without spaces (people copy it from
 * a label in groups: "d4j 2015 02345"). Hyphens and slashes stay: some makers print them.
 */
export function serialKey(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\s+/g, "")
    .toUpperCase()
    .slice(0, SERIAL_MAX + 1);
}

/** What a serial may hold once keyed: letters, digits, hyphens, slashes and dots. */
export const SERIAL_SHAPE = /^[A-Z0-9][A-Z0-9./-]{2,39}$/;

/** The months of warranty a product's warranty text gives ("1 year onsite", "18 months"); else the default. */
export function warrantyMonthsOf(text: string | null | undefined, fallback = 12): number {
  const m = /(\d{1,2})\s*-?\s*(years?|yrs?|months?|mths?|mos?)\b/i.exec(text ?? "");
  if (!m) return fallback;
  const n = Number(m[1]);
  const months = /^y/i.test(m[2]) ? n * 12 : n;
  return months > 0 && months <= 120 ? months : fallback;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const two = (n: number) => String(n).padStart(2, "0");

/**
 * The last day a warranty of `months` from `start` ("YYYY-MM-DD") covers: the day before the same
 * date `months` later (bought 15 March 2026, 12 months: until 14 March 2027). A start on a day the
 * end month lacks (31 January, 1 month) runs to that month's last day.
 */
export function warrantyLastDay(start: string, months: number): string {
  const [y, m, d] = start.split("-").map(Number);
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = daysIn(year, month);
  if (d > last) return `${year}-${two(month)}-${two(last)}`;
  const day = new Date(Date.UTC(year, month - 1, d - 1));
  return `${day.getUTCFullYear()}-${two(day.getUTCMonth() + 1)}-${two(day.getUTCDate())}`;
}

/** Whether a calendar day is real ("2026-02-30" is not). */
export function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= 1990 && y <= 2200 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo);
}
