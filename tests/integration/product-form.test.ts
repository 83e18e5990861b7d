// The product form as staff use it without JavaScript: a draft saved before it has a picture,
// pictures put in order with the move buttons and the main picture chosen, and the supplies that fit
// chosen by name or model (matched through the site's search), never typed as slugs.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { action as formAction, loader as formLoader } from "~/routes/admin/product-form";
import { PICTURE_TO_PUBLISH } from "~/server/admin/managers.server";
import { createCategory } from "~/server/models/categories.server";
import { printersOf } from "~/server/models/fits.server";
import { createProduct, getProductById, getProductBySlug } from "~/server/models/products.server";
import { parseGallery } from "~/lib/gallery";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  pngFile,
  settle,
  unwrap,
} from "./admin-test-helpers";

let cookie: string;
const uploads = () => process.env.UPLOADS_DIR!;
const exists = (name: string | null) => !!name && fs.existsSync(path.join(uploads(), name));

const base = {
  short_description: "Short words for the card",
  description: "A description long enough for the product page.",
};

/** The form as the browser posts it: fields, then each file of the multiple input. */
function post(url: string, fields: Record<string, string>, files: File[] = []) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append("gallery", f);
  const request = new Request(`${BASE}${url}`, { method: "POST", body });
  request.headers.set("Cookie", cookie);
  request.headers.set("Sec-Fetch-Site", "same-origin");
  return request;
}
const save = async (id: number | null, fields: Record<string, string>, files: File[] = []) => {
  const url = id === null ? "/admin/products/new" : `/admin/products/${id}/edit`;
  return settle(() =>
    formAction(args(post(url, fields, files), id === null ? {} : { id: String(id) })),
  );
};
const arrange = (id: number, fields: Record<string, string>) =>
  settle(() =>
    formAction(args(post(`/admin/products/${id}/edit?arrange=1`, fields), { id: String(id) })),
  );
const pictures = (id: number) => {
  const p = getProductById(id)!;
  return [p.image, ...parseGallery(p.gallery)];
};

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
  createCategory({ name: "ribbons", display_name: "Ribbons" });
  createProduct({
    ...base,
    name: "Zebra ZD421 Desktop Barcode Printer",
    slug: "zebra-zd421-desktop",
    model: "ZD421t",
    category: "desktop-printers",
  });
  createProduct({
    ...base,
    name: "TSC TE244 Barcode Printer",
    slug: "tsc-te244",
    model: "TE244",
    category: "desktop-printers",
  });
  createProduct({
    ...base,
    name: "TSC TE210 Barcode Printer",
    slug: "tsc-te210",
    model: "TE210",
    category: "desktop-printers",
  });
});

describe("a draft before its picture", () => {
  const draft = { ...base, name: "Draft Label Printer", slug: "draft-label-printer" };

  it("saves an inactive product without a picture; refuses to make it active until it has one", async () => {
    const refused = unwrap<{ fieldErrors: Record<string, string> }>(
      await save(null, { ...draft, category: "desktop-printers", status: "active" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors.image).toBe(PICTURE_TO_PUBLISH);
    expect(getProductBySlug(draft.slug)).toBeUndefined();

    const saved = (await save(null, {
      ...draft,
      category: "desktop-printers",
      status: "inactive",
    })) as Response;
    expect(saved.status).toBe(303);
    const row = getProductBySlug(draft.slug)!;
    expect(row.status).toBe("inactive");
    expect(row.image).toBeNull();

    // Publishing it without a picture is refused, nothing written.
    const publish = unwrap<{ fieldErrors: Record<string, string> }>(
      await save(row.id, { ...draft, category: "desktop-printers", status: "active" }),
    );
    expect(publish.status).toBe(400);
    expect(publish.data.fieldErrors.image).toBe(PICTURE_TO_PUBLISH);
    expect(getProductById(row.id)!.status).toBe("inactive");

    // With a picture it goes on the site, the picture as its main one.
    const withPicture = (await save(
      row.id,
      { ...draft, category: "desktop-printers", status: "active" },
      [await pngFile("front.png", 5)],
    )) as Response;
    expect(withPicture.status).toBe(303);
    const now = getProductById(row.id)!;
    expect(now.status).toBe("active");
    expect(exists(now.image)).toBe(true);
  });
});

describe("pictures without JavaScript", () => {
  it("the move buttons reorder and come back to the pictures; the main one is chosen; no file is lost", async () => {
    const fields = { ...base, name: "Picture Order", slug: "picture-order", category: "ribbons" };
    const created = (await save(null, fields, [
      await pngFile("a.png", 4),
      await pngFile("b.png", 5),
      await pngFile("c.png", 6),
    ])) as Response;
    expect(created.status).toBe(303);
    const id = getProductBySlug("picture-order")!.id;
    const [a, b, c] = pictures(id) as string[];
    expect([a, b, c].every(exists)).toBe(true);

    // The form's loader lists them main first.
    const loaded = unwrap<{ product: { pictures: string[] } }>(
      await formLoader(
        args(new Request(`${BASE}/admin/products/${id}/edit`, { headers: { Cookie: cookie } }), {
          id: String(id),
        }),
      ),
    );
    expect(loaded.data.product.pictures).toEqual([a, b, c]);

    // "Move up" on the third picture: the form is saved (the main choice left as it was) and the
    // browser comes back to the pictures.
    const up = (await arrange(id, {
      ...fields,
      picture_order: [a, b, c].join(" "),
      picture_main: a!,
      picture_move: `up:${c}`,
    })) as Response;
    expect(up.status).toBe(303);
    expect(up.headers.get("Location")).toBe(`/admin/products/${id}/edit#section-pictures`);
    expect(pictures(id)).toEqual([a, c, b]);

    // Moving a picture above the main one makes it the main one.
    await arrange(id, { ...fields, picture_main: a!, picture_move: `up:${c}` });
    expect(pictures(id)).toEqual([c, a, b]);

    // "Main picture" chosen and saved: the old main one stays in the gallery, its file kept.
    const chosen = (await save(id, { ...fields, picture_main: b! })) as Response;
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe("/admin/products");
    expect(pictures(id)).toEqual([b, c, a]);
    expect([a, b, c].every(exists)).toBe(true);

    // Removing the main picture: the next one becomes the main one, the removed file goes.
    await save(id, { ...fields, gallery_remove_1: b! });
    expect(pictures(id)).toEqual([c, a]);
    expect(exists(b!)).toBe(false);
  });
});

describe("supplies that fit, by name or model", () => {
  it("matches typed names and models through the search, says which it could not, keeps ticked ones", async () => {
    // A draft: it needs no picture.
    const fields = {
      ...base,
      name: "Wax Ribbon 110",
      slug: "wax-ribbon-110",
      category: "ribbons",
      status: "inactive",
    };
    const created = (await save(null, {
      ...fields,
      fits_printers_form: "1",
      // A name as the catalogue spells it, in other case; a model as people type it.
      fits_printers_add: "zebra zd421 desktop barcode printer\nte 244",
    })) as Response;
    expect(created.status).toBe(303);
    const id = getProductBySlug("wax-ribbon-110")!.id;
    expect(printersOf(id, false).map((p) => p.slug)).toEqual(["tsc-te244", "zebra-zd421-desktop"]);

    // Words the search settles on one printer ("TE210 barcode"); one that matches nothing is named
    // in the message, and nothing is written.
    const refused = unwrap<{ fieldErrors: Record<string, string> }>(
      await save(id, {
        ...fields,
        fits_printers_form: "1",
        fits_printers_pick_1: "zebra-zd421-desktop",
        fits_printers_add: "Nonexistent Printer 9",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors.fits_printers).toBe(
      'No printer matches "Nonexistent Printer 9" by name, model or slug',
    );
    expect(printersOf(id, false)).toHaveLength(2);

    // The ticked pair kept, the unticked one (TE244) unlinked, one added by the search's words.
    const kept = (await save(id, {
      ...fields,
      fits_printers_form: "1",
      fits_printers_pick_1: "zebra-zd421-desktop",
      fits_printers_add: "TE210 barcode",
    })) as Response;
    expect(kept.status).toBe(303);
    expect(printersOf(id, false).map((p) => p.slug)).toEqual(["tsc-te210", "zebra-zd421-desktop"]);

    // Every tick cleared and nothing typed: no printers.
    await save(id, { ...fields, fits_printers_form: "1" });
    expect(printersOf(id, false)).toHaveLength(0);
  });
});
