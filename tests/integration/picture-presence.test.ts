// The server decides whether a stored picture can be shown: a missing upload is the placeholder
// (null), remote and site pictures are kept; each name is looked up once per content version.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import {
  shownPicture,
  withShownImage,
  withShownPictures,
} from "~/server/files/picture-presence.server";
import { createBrand } from "~/server/models/brands.server";

const uploads = process.env.UPLOADS_DIR!;
const name = (n: number) => `${String(n).repeat(32).slice(0, 32)}.png`;

describe("pictures whose upload is missing", () => {
  it("a missing upload is null, a present one and remote or site pictures are kept", () => {
    expect(db.sqlite.open).toBe(true);
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

  it("remembers a name until the content version moves", () => {
    fs.writeFileSync(path.join(uploads, name(3)), "png");
    expect(shownPicture(name(3))).toBe(name(3));
    fs.rmSync(path.join(uploads, name(3)));
    // Not looked up again for every page...
    expect(shownPicture(name(3))).toBe(name(3));
    // ...until what visitors see changes.
    createBrand({ name: "presence", display_name: "Presence" });
    expect(shownPicture(name(3))).toBeNull();
  });
});
