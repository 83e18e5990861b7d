// GST identification numbers and the states and union territories they belong to.

/**
 * The places of supply a buyer may choose, with the GST state code that opens a GSTIN registered
 * there. Ladakh (38) and Dadra and Nagar Haveli and Daman and Diu (26) are the post-2020 codes.
 */
export const INDIAN_STATES = [
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "18", name: "Assam" },
  { code: "10", name: "Bihar" },
  { code: "04", name: "Chandigarh" },
  { code: "22", name: "Chhattisgarh" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "07", name: "Delhi" },
  { code: "30", name: "Goa" },
  { code: "24", name: "Gujarat" },
  { code: "06", name: "Haryana" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "01", name: "Jammu and Kashmir" },
  { code: "20", name: "Jharkhand" },
  { code: "29", name: "Karnataka" },
  { code: "32", name: "Kerala" },
  { code: "38", name: "Ladakh" },
  { code: "31", name: "Lakshadweep" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "27", name: "Maharashtra" },
  { code: "14", name: "Manipur" },
  { code: "17", name: "Meghalaya" },
  { code: "15", name: "Mizoram" },
  { code: "13", name: "Nagaland" },
  { code: "21", name: "Odisha" },
  { code: "34", name: "Puducherry" },
  { code: "03", name: "Punjab" },
  { code: "08", name: "Rajasthan" },
  { code: "11", name: "Sikkim" },
  { code: "33", name: "Tamil Nadu" },
  { code: "36", name: "Telangana" },
  { code: "16", name: "Tripura" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "05", name: "Uttarakhand" },
  { code: "19", name: "West Bengal" },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number]["name"];

/** The states' names in the order forms list them (the basket's, the repair booking's). */
export const INDIAN_STATE_NAMES: readonly IndianState[] = INDIAN_STATES.map((s) => s.name);

const STATE_NAMES = new Set<string>(INDIAN_STATES.map((s) => s.name));

export function isIndianState(value: string): value is IndianState {
  return STATE_NAMES.has(value);
}

export function stateCode(name: string): string | null {
  return INDIAN_STATES.find((s) => s.name === name)?.code ?? null;
}

/**
 * The state a GSTIN (or its first two characters, as typed) is registered in, from its GST state
 * code; null when they are not a state's code.
 */
export function stateOfGstin(text: string): IndianState | null {
  const code = text.trim().slice(0, 2);
  return INDIAN_STATES.find((s) => s.code === code)?.name ?? null;
}

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
// State code, PAN (five letters, four digits, a letter), registration number, "Z", check character.
const SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
// Codes in use: the states and UTs above, 97 (other territory) and 99 (centre jurisdiction).
const KNOWN_CODES = new Set<string>([...INDIAN_STATES.map((s) => s.code), "97", "99"]);

/** The 15th character of a GSTIN: a base-36 Luhn sum of the first fourteen. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

export type GstinCheck = { ok: true; gstin: string } | { ok: false; message: string };

/**
 * Checks a GSTIN as a buyer types it: spaces are dropped and letters upper-cased; the answer is the
 * normalised number or a message saying what is wrong.
 */
export function checkGstin(input: string): GstinCheck {
  const gstin = input.replace(/\s+/g, "").toUpperCase();
  if (gstin.length !== 15) {
    return { ok: false, message: "GSTIN must be 15 characters, for example 27AAPFU0939F1ZV" };
  }
  const shape = SHAPE.exec(gstin);
  if (!shape) {
    return {
      ok: false,
      message:
        "GSTIN must be a 2-digit state code, a 10-character PAN, an entity number, Z and a check character",
    };
  }
  if (!KNOWN_CODES.has(shape[1])) {
    return { ok: false, message: `GSTIN state code ${shape[1]} is not an Indian state code` };
  }
  if (gstinCheckCharacter(gstin) !== gstin[14]) {
    return { ok: false, message: "GSTIN check character does not match: please check for a typo" };
  }
  return { ok: true, gstin };
}

/** "Pune, Maharashtra", or the state alone when the buyer gave no city (it is optional). */
export function placeLine(city: string | null | undefined, state: string): string {
  return [city?.trim(), state].filter(Boolean).join(", ");
}
