import { describe, expect, it } from "vitest";
import { chosenPicture, GALLERY_MAX, parseGallery, productPictures } from "~/lib/gallery";
import { picturesAfterSave } from "~/server/files/gallery.server";

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

describe("the pictures after a save", () => {
  const current = { image: "main.png", gallery: JSON.stringify([name(1), name(2), name(3)]) };
  const after = (r: ReturnType<typeof picturesAfterSave>) =>
    r.ok ? [r.image, ...(r.gallery ? (JSON.parse(r.gallery) as string[]) : [])] : r.error;

  it("keeps what is there when nothing is sent", () => {
    expect(picturesAfterSave(current, {}, {})).toEqual({ ok: true, ...current, changed: false });
  });

  it("removes the ticked pictures and adds the new ones after the kept ones, in order", () => {
    const added = { ...file(name(4)), more: [file(name(5))] };
    const r = picturesAfterSave(current, { gallery_remove_2: name(2) }, { gallery: added });
    expect(after(r)).toEqual(["main.png", name(1), name(3), name(4), name(5)]);
    // One field with several names (as /api sends a list), and a name it does not hold.
    const api = picturesAfterSave(
      current,
      { gallery_remove: `${name(1)}\n${name(3)},nope.png` },
      {},
    );
    expect(after(api)).toEqual(["main.png", name(2)]);
    // Removing the main picture makes the next one the main one.
    expect(after(picturesAfterSave(current, { gallery_remove_1: "main.png" }, {}))).toEqual([
      name(1),
      name(2),
      name(3),
    ]);
    const none = picturesAfterSave(
      { image: "main.png", gallery: null },
      { gallery_remove: "main.png" },
      {},
    );
    expect(none).toEqual({ ok: true, image: null, gallery: null, changed: true });
  });

  it("follows the order sent, the main picture chosen and a move up or down", () => {
    const added = { ...file(name(4)), more: [file(name(5))] };
    const order = `new:1 ${name(3)} main.png`;
    const r = picturesAfterSave(current, { picture_order: order }, { gallery: added });
    // What the order leaves out keeps its place after what it names.
    expect(after(r)).toEqual([name(5), name(3), "main.png", name(1), name(2), name(4)]);
    expect(after(picturesAfterSave(current, { picture_main: name(2) }, {}))).toEqual([
      name(2),
      "main.png",
      name(1),
      name(3),
    ]);
    // The choice left on the main picture does not undo a move.
    const up = { picture_move: `up:${name(1)}`, picture_main: "main.png" };
    expect(after(picturesAfterSave(current, up, {}))).toEqual([
      name(1),
      "main.png",
      name(2),
      name(3),
    ]);
    expect(after(picturesAfterSave(current, { picture_move: `down:${name(3)}` }, {}))).toEqual([
      "main.png",
      name(1),
      name(2),
      name(3),
    ]);
    // A product without pictures: the first chosen is the main one, unless another is chosen.
    expect(after(picturesAfterSave(undefined, {}, { gallery: added }))).toEqual([name(4), name(5)]);
    expect(
      after(picturesAfterSave(undefined, { picture_main: "new:1" }, { gallery: added })),
    ).toEqual([name(5), name(4)]);
  });

  it("refuses a save that would leave more than the main picture and GALLERY_MAX others", () => {
    const full = {
      image: "main.png",
      gallery: JSON.stringify(Array.from({ length: GALLERY_MAX }, (_, i) => name(i))),
    };
    const r = picturesAfterSave(full, {}, { gallery: file(name(99)) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(`at most ${GALLERY_MAX + 1} pictures`);
    // Making room in the same save is fine.
    expect(
      picturesAfterSave(full, { gallery_remove_1: name(0) }, { gallery: file(name(99)) }).ok,
    ).toBe(true);
  });
});
