// The server decides whether a stored picture can be shown: a missing upload is the placeholder
// (null), remote and site pictures are kept; each name is looked up on disk once a minute at most.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  RECHECK_MS,
  shownPicture,
  withShownImage,
  withShownPictures,
} from "~/server/files/picture-presence.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { basketView } from "~/server/quotes/view.server";

const uploads = process.env.UPLOADS_DIR!;
const name = (n: number) => `${String(n).repeat(32).slice(0, 32)}.png`;

describe("pictures whose upload is missing", () => {
  it("a missing upload is null, a present one and remote or site pictures are kept", () => {
    fs.writeFileSync(path.join(uploads, name(1)), "png");
    expect(shownPicture(name(1))).toBe(name(1));
    expect(shownPicture(`/uploads/${name(1)}`)).toBe(`/uploads/${name(1)}`);
    expect(shownPicture(name(2))).toBeNull();
    expect(shownPicture(`/uploads/${name(2)}`)).toBeNull();
    expect(shownPicture("https://cdn.example.com/x.png")).toBe("https://cdn.example.com/x.png");
    expect(shownPicture("/images/placeholder.svg")).toBe("/images/placeholder.svg");
    expect(shownPicture("")).toBeNull();
    expect(withShownImage({ id: 1, image: name(2) })).toEqual({ id: 1, image: null });
    expect(
      withShownPictures({ image: name(1), gallery: JSON.stringify([name(1), name(2)]) }),
    ).toEqual({ image: name(1), gallery: JSON.stringify([name(1)]) });
  });

  it("looks a name up on disk at most once a minute", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      fs.writeFileSync(path.join(uploads, name(3)), "png");
      expect(shownPicture(name(3))).toBe(name(3));
      fs.rmSync(path.join(uploads, name(3)));
      // Not looked up again for every page...
      vi.advanceTimersByTime(RECHECK_MS - 1_000);
      expect(shownPicture(name(3))).toBe(name(3));
      // ...but within the minute.
      vi.advanceTimersByTime(2_000);
      expect(shownPicture(name(3))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the quote basket", () => {
  it("shows the placeholder for a product whose upload is missing, and a present picture", () => {
    createCategory({ name: "basket-pictures", display_name: "Basket pictures" });
    const make = (slug: string, image: string) =>
      createProduct({
        name: `Basket ${slug}`,
        slug,
        category: "basket-pictures",
        short_description: "A product in a basket",
        description: "A product in a basket.",
        image,
      }).id;
    fs.writeFileSync(path.join(uploads, name(4)), "png");
    const present = make("basket-present", name(4));
    const missing = make("basket-missing", name(5));
    const lines = basketView({
      lines: [
        { p: present, q: 1, n: "" },
        { p: missing, q: 2, n: "" },
      ],
    } as Parameters<typeof basketView>[0]);
    expect(lines.map((l) => l.image)).toEqual([name(4), null]);
  });
});
