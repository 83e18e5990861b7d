/**
 * Dates as the business reads them: the calendar and clock of India (Asia/Kolkata, UTC+05:30, no
 * daylight saving), whatever the server's own time zone. Stored times are UTC instants (ISO strings
 * ending in Z); every date a page, a print or a file name shows goes through here, so a request
 * made at 02:10 IST on 27 November is dated 27 November, not the UTC date (26 November).
 *
 * Built on Intl (in Node and every browser), so it costs nothing in the bundle.
 */
const BUSINESS_TIME_ZONE = "Asia/Kolkata";

type When = Date | string | number | null | undefined;

function toDate(when: When): Date | null {
  if (when === null || when === undefined || when === "") return null;
  let d: Date;
  if (typeof when === "string") {
    // SQLite's own "YYYY-MM-DD HH:MM:SS" is UTC without saying so; Date would read it as local.
    const sqlite = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(when);
    d = new Date(sqlite ? `${when.replace(" ", "T")}Z` : when);
  } else {
    d = new Date(when);
  }
  return Number.isNaN(d.getTime()) ? null : d;
}

const dayParts = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
});

/** The Indian calendar day of an instant as "YYYY-MM-DD" ("" for no or a bad date); now by default. */
export function businessDay(when: When = new Date()): string {
  const d = toDate(when);
  if (!d) return "";
  const parts = Object.fromEntries(dayParts.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The Indian calendar year of an instant (the footer's copyright year); now by default. */
export function businessYear(when: When = new Date()): number {
  return Number(businessDay(when).slice(0, 4));
}

/** A calendar day ("YYYY-MM-DD") moved by whole days, as a calendar counts them. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  // Pure calendar arithmetic (no clock, no zone): the UTC fields of a date made from UTC fields.
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${moved.getUTCFullYear()}-${two(moved.getUTCMonth() + 1)}-${two(moved.getUTCDate())}`;
}

const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * A date in long form, e.g. "March 5, 2026", on the Indian calendar. Takes an instant or a calendar
 * day ("YYYY-MM-DD", shown as that day). "" for no or a bad date.
 */
export function formatDate(when: When): string {
  if (typeof when === "string" && /^\d{4}-\d{2}-\d{2}$/.test(when)) {
    // A calendar day already: noon IST of that day is that day.
    return formatDate(`${when}T12:00:00+05:30`);
  }
  const d = toDate(when);
  return d ? longDate.format(d) : "";
}

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: BUSINESS_TIME_ZONE,
});

/** A day and month, e.g. "28 Nov", on the Indian calendar, for a narrow column; "" for none. */
export function formatDayMonth(when: When): string {
  if (typeof when === "string" && /^\d{4}-\d{2}-\d{2}$/.test(when))
    return formatDayMonth(`${when}T12:00:00+05:30`);
  const d = toDate(when);
  return d ? dayMonth.format(d) : "";
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: BUSINESS_TIME_ZONE,
});
const dateTimeSeconds = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * A date and time with the zone named, e.g. "27 Nov 2026, 2:10 am IST" (with `seconds`,
 * "27 Nov 2026, 2:10:05 am IST"); "" for no or a bad date.
 */
export function formatDateTime(when: When, { seconds = false } = {}): string {
  const d = toDate(when);
  return d ? `${(seconds ? dateTimeSeconds : dateTime).format(d)} IST` : "";
}
