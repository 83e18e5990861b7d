import anyAscii from "any-ascii";

/**
 * The slug rule for products, categories, blog titles and job titles: lowercase, remove characters
 * other than letters, digits, spaces and hyphens, turn whitespace into hyphens, collapse repeated
 * hyphens. Letters are ASCII letters: slugs travel in URLs.
 *
 * Names are first spelt in Latin letters, so staff who name things in any script get a readable
 * address: Devanagari (Hindi, Marathi) by our own table below ("लेबल प्रिंटर" → "lebal-printar",
 * kept so that the slugs it made before stay the ones it makes), every other letter by any-ascii
 * (Tamil "லேபிள் பிரிண்டர்" → "lepil-pirintr", "Café Crème" → "cafe-creme"); "×" between sizes is
 * "x" ("50×25 mm" → "50x25-mm"). Symbols such as ™ and ® are dropped, not spelt. A name that still
 * leaves nothing usable gets a stable made-up slug ("category-3f9a1c", the same for the same name),
 * never an empty one. Stored slugs never change with this rule: it only makes new ones.
 *
 * The server imports this module; the browser loads it only when an admin types a name (through
 * previewSlug in ./slug), because any-ascii's table is about 220 KB gzipped.
 */
export function slugify(text: string, fallbackPrefix = "item"): string {
  return slugOf(toLatin(transliterate(text)), text, fallbackPrefix);
}

/**
 * The slug the rule made before other scripts and accents were spelt ("Café" -> "caf", a Tamil name
 * -> "product-eb1145"): a CSV without a slug column still finds a product made then.
 */
export function previousSlug(text: string, fallbackPrefix = "item"): string {
  return slugOf(transliterate(text), text, fallbackPrefix);
}

function slugOf(latin: string, text: string, fallbackPrefix: string): string {
  const slug = latin
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug || !/[\p{L}\p{N}]/u.test(text)) return slug;
  return `${fallbackPrefix}-${hashOf(text.trim().normalize("NFC"))}`;
}

/**
 * Letters and digits outside ASCII spelt in ASCII, one run at a time; symbols and punctuation are
 * left for the slug rule to drop (any-ascii would spell "™" as "TM").
 */
function toLatin(text: string): string {
  if (!/[^\p{ASCII}]/u.test(text)) return text;
  return text
    .normalize("NFC")
    .replace(/(\d)\s*×\s*(?=\d)/g, "$1x")
    .replace(/[^\p{ASCII}]+/gu, (run) =>
      run.replace(/[\p{L}\p{M}\p{N}]+/gu, (letters) => anyAscii(letters)),
    );
}

/** Six hex digits of FNV-1a: the same text always gives the same slug. */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return ((h >>> 0) & 0xffffff).toString(16).padStart(6, "0");
}

// Devanagari in Latin letters (a simple, readable spelling, not a scholarly one).
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const SIGNS: Record<string, string> = {
  "ा": "a",
  "ि": "i",
  "ी": "i",
  "ु": "u",
  "ू": "u",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
  "ॅ": "e",
};
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  ळ: "l",
  क़: "q",
  ख़: "kh",
  ग़: "g",
  ज़: "z",
  ड़: "r",
  ढ़: "rh",
  फ़: "f",
};
const VIRAMA = "्";
const NUKTA = "़";
const MARKS: Record<string, string> = { "ं": "n", "ँ": "n", "ः": "h", ॐ: "om" };

/** Devanagari letters and digits spelt in Latin; everything else is left as it is. */
function transliterate(text: string): string {
  if (!/[\u0900-\u097f]/.test(text)) return text;
  const chars = [...text.normalize("NFC")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    let c = chars[i];
    if (chars[i + 1] === NUKTA && CONSONANTS[c + NUKTA]) c = c + chars[++i];
    if (CONSONANTS[c]) {
      out += CONSONANTS[c];
      const next = chars[i + 1];
      if (next === VIRAMA) i++;
      else if (next !== undefined && SIGNS[next]) {
        out += SIGNS[next];
        i++;
      } else if (next !== undefined && MARKS[next]) out += "a";
      else if (next !== undefined && /[\u0900-\u097f]/.test(next)) {
        // The inherent vowel is not spoken between a vowel and a consonant that has its own
        // ("ज़ेबरा" is "zebra", not "zebara"), nor at the end of a word ("लेबल" is "lebal").
        const prev = chars[i - 1];
        const afterNext = chars[i + 2];
        const silent =
          prev !== undefined &&
          (SIGNS[prev] !== undefined || VOWELS[prev] !== undefined) &&
          CONSONANTS[next] !== undefined &&
          afterNext !== undefined &&
          SIGNS[afterNext] !== undefined;
        if (!silent) out += "a";
      }
      continue;
    }
    if (VOWELS[c]) out += VOWELS[c];
    else if (SIGNS[c]) out += SIGNS[c];
    else if (MARKS[c]) out += MARKS[c];
    else if (c >= "०" && c <= "९") out += String(c.charCodeAt(0) - 0x966);
    else if (c === "।" || c === "॥") out += " ";
    else out += c;
  }
  return out;
}
