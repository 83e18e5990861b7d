import { describe, expect, it } from "vitest";
import { chosenPicture, GALLERY_MAX, parseGallery, productPictures } from "~/lib/gallery";
import { galleryAfterSave } from "~/server/files/gallery.server";

const name = (i: number) => `${String(i).padStart(32, "a")}.png`;
const file = (n: string) => ({ name: n, originalName: n, size: 1 });

describe("a product's gallery value", () => {
  it("reads a JSON list of bare names, and nothing else, at most GALLERY_MAX", () => {
    expect(parseGallery(JSON.stringify([name(1), name(2)]))).toEqual([name(1), name(2)]);
    for (const bad of [null, "", "x.png", "{}", "[1,2]", "[broken", '"a.png"'])
      expect(parseGallery(bad)).toEqual([]);
    // Paths and URLs are not stored names; duplicates count once.
    expect(
      parseGallery(
        JSON.stringify(["../x.png", "/etc/passwd", "https://e.x/a.png", name(1), name(1)]),
      ),
    ).toEqual([name(1)]);
    const many = Array.from({ length: 20 }, (_, i) => name(i));
    expect(parseGallery(JSON.stringify(many))).toHaveLength(GALLERY_MAX);
  });

  it("puts the main picture first, then the gallery", () => {
    expect(
      productPictures({ image: "main.png", gallery: JSON.stringify([name(1), "main.png"]) }),
    ).toEqual(["main.png", name(1)]);
    expect(productPictures({ image: null, gallery: null })).toEqual([]);
  });

  it("takes ?image= counted from 1, and anything odd as the first picture", () => {
    expect(chosenPicture("2", 3)).toBe(1);
    expect(chosenPicture("3", 3)).toBe(2);
    for (const odd of [null, "", "0", "4", "-1", "1.5", "abc", "999999999999"])
      expect(chosenPicture(odd, 3)).toBe(0);
  });
});

describe("the gallery after a save", () => {
  const current = JSON.stringify([name(1), name(2), name(3)]);

  it("keeps what is there when nothing is sent", () => {
    expect(galleryAfterSave(current, {}, undefined)).toEqual({
      ok: true,
      value: current,
      changed: false,
    });
  });

  it("removes the ticked pictures and adds the new ones after the kept ones, in order", () => {
    const added = { ...file(name(4)), more: [file(name(5))] };
    const r = galleryAfterSave(current, { gallery_remove_2: name(2) }, added);
    expect(r).toEqual({
      ok: true,
      value: JSON.stringify([name(1), name(3), name(4), name(5)]),
      changed: true,
    });
    // One field with several names (as /api sends a list), and a name it does not hold.
    const api = galleryAfterSave(
      current,
      { gallery_remove: `${name(1)}\n${name(3)},nope.png` },
      undefined,
    );
    expect(api).toEqual({ ok: true, value: JSON.stringify([name(2)]), changed: true });
    expect(
      galleryAfterSave(JSON.stringify([name(1)]), { gallery_remove_1: name(1) }, undefined),
    ).toEqual({
      ok: true,
      value: null,
      changed: true,
    });
  });

  it("refuses a save that would leave more than GALLERY_MAX pictures, saying how many", () => {
    const full = JSON.stringify(Array.from({ length: GALLERY_MAX }, (_, i) => name(i)));
    const r = galleryAfterSave(full, {}, file(name(99)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(`at most ${GALLERY_MAX}`);
    // Making room in the same save is fine.
    expect(galleryAfterSave(full, { gallery_remove_1: name(0) }, file(name(99))).ok).toBe(true);
  });
});
