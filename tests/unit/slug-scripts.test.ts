// The slug rule for names in Indian and other scripts: never an empty slug for a name with letters.
import { describe, expect, it } from "vitest";
import { isSlug } from "~/lib/slug";
import { slugify } from "~/lib/slugify";

describe("slugify in other scripts", () => {
  it("spells Devanagari (Hindi) in Latin letters", () => {
    expect(slugify("लेबल प्रिंटर")).toBe("lebal-printar");
    expect(slugify("थर्मल रिबन")).toBe("tharmal-riban");
    expect(slugify("कंप्यूटर")).toBe("kanpyutar");
    expect(slugify("ज़ेबरा ZD230 प्रिंटर")).toBe("zebra-zd230-printar");
    expect(slugify("प्रिंटर १२३")).toBe("printar-123");
  });

  it("spells other Indian scripts and accented Latin letters in ASCII (any-ascii)", () => {
    expect(slugify("Café Crème 50×25 mm")).toBe("cafe-creme-50x25-mm");
    expect(slugify("லேபிள் பிரிண்டர்", "product")).toBe("lepil-pirintr");
    expect(slugify("লেবেল প্রিন্টার")).toBe("lebel-printar");
    expect(slugify("ਲੇਬਲ ਪ੍ਰਿੰਟਰ")).toBe("lebl-primtr");
    expect(slugify("લેબલ પ્રિન્ટર")).toBe("lebl-printr");
    expect(slugify("లేబుల్ ప్రింటర్")).toBe("lebul-primtr");
    expect(slugify("ಲೇಬಲ್ ಪ್ರಿಂಟರ್")).toBe("lebl-primtr");
    expect(slugify("Straße Ærø naïve")).toBe("strasse-aero-naive");
    expect(slugify("ラベル", "category")).toBe("raberu");
    expect(slugify("ملصقات")).toBe("mlsqt");
  });

  it("drops symbols instead of spelling them, and keeps Devanagari slugs as they were", () => {
    expect(slugify("Zebra™ ZT411® – 203 dpi")).toBe("zebra-zt411-203-dpi");
    expect(slugify("Ribbon 110 × 300")).toBe("ribbon-110x300");
    expect(slugify("लेबल प्रिंटर Café")).toBe("lebal-printar-cafe");
  });

  it("names in rarer scripts are spelt too; nothing with a letter gets an empty slug", () => {
    for (const name of ["ᚠᚢ", "ⴰⴱ", "ꦲꦤ", "ᜀᜁ", "𐎀𐎁", "ꙮ"]) {
      const slug = slugify(name, "category");
      expect(slug, name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slugify(name, "category")).toBe(slug);
    }
  });

  it("every slug it makes passes the slug check", () => {
    for (const name of [
      "लेबल",
      "ラベル",
      "Zebra ZD230 – 203 dpi",
      "ñandú",
      "ज्ञान",
      "-a-",
      "क्ष",
      "லேபிள்",
      "Ærø",
    ])
      expect(isSlug(slugify(name)), name).toBe(true);
  });
});
