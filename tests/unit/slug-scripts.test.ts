// The slug rule for names in Indian and other scripts: never an empty slug for a name with letters.
import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "~/lib/slug";

describe("slugify in other scripts", () => {
  it("spells Devanagari (Hindi) in Latin letters", () => {
    expect(slugify("लेबल प्रिंटर")).toBe("lebal-printar");
    expect(slugify("थर्मल रिबन")).toBe("tharmal-riban");
    expect(slugify("कंप्यूटर")).toBe("kanpyutar");
    expect(slugify("ज़ेबरा ZD230 प्रिंटर")).toBe("zebra-zd230-printar");
    expect(slugify("प्रिंटर १२३")).toBe("printar-123");
  });

  it("gives a name in another script a stable made-up slug with the entity's word", () => {
    const a = slugify("ラベル", "category");
    expect(a).toMatch(/^category-[0-9a-f]{6}$/);
    expect(slugify("ラベル", "category")).toBe(a);
    expect(slugify("スキャナー", "category")).not.toBe(a);
    expect(slugify("லேபிள்", "product")).toMatch(/^product-[0-9a-f]{6}$/);
    expect(slugify("ملصقات")).toMatch(/^item-[0-9a-f]{6}$/);
  });

  it("every slug it makes passes the slug check", () => {
    for (const name of ["लेबल", "ラベル", "Zebra ZD230 – 203 dpi", "ñandú", "ज्ञान", "-a-", "क्ष"])
      expect(isSlug(slugify(name)), name).toBe(true);
  });
});
