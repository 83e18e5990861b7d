import { beforeAll, describe, expect, it } from "vitest";
import { action as adminSearchAction, loader as adminSearchLoader } from "~/routes/admin/search";
import { loader as pageLoader } from "~/routes/site/search";
import { countSearch, flushSearchStats } from "~/server/models/search-stats.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  form,
  settle,
  unwrap,
} from "./admin-test-helpers";
import { db } from "~/server/db.server";
import { getBrandByName, updateBrand } from "~/server/models/brands.server";
import { getProductBySlug, updateProduct } from "~/server/models/products.server";
import { saveSynonym } from "~/server/models/search-synonyms.server";
import {
  searchProducts,
  searchReasons,
  searchSuggestionList,
  warmSearch,
} from "~/server/search/engine.server";
import { demoFits } from "~/server/seed/demo-fits.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

// What the engine does with the words Indian buyers type, over the demo catalogue: words about
// buying, words nobody has, typos, Hindi, supplies questions and the words staff wrote.
beforeAll(async () => {
  seedDemoCatalogue(db);
  await warmSearch();
});

const slugs = (q: string, n = 5) => searchProducts(q, { perPage: n }).items.map((r) => r.slug);
const ZD421 = "zebra-zd421-desktop-barcode-printer";

describe("words about buying", () => {
  it("are not searched: the rest is, and the page knows which were left", () => {
    const plain = slugs("zebra printer", 12);
    for (const q of [
      "zebra printer price",
      "zebra printer dealer near me",
      "sasta zebra printer",
    ]) {
      const page = searchProducts(q);
      expect(page.items.map((r) => r.slug)).toEqual(plain);
      expect(page.ignored.length).toBeGreaterThan(0);
      expect(page.dropped).toEqual([]);
    }
  });

  it("staff add one in Admin → Search, with no alternatives", () => {
    expect(searchProducts("kripyaa zebra").dropped).toEqual(["kripyaa"]);
    expect(saveSynonym({ term: "Kripyaa", expansion: "", two_way: false, intent: true }).ok).toBe(
      true,
    );
    const page = searchProducts("kripyaa zebra");
    expect(page.ignored).toEqual(["kripyaa"]);
    expect(page.dropped).toEqual([]);
    // A word that is not about buying still needs what it means.
    expect(saveSynonym({ term: "qqword", expansion: "", two_way: false }).ok).toBe(false);
  });
});

describe("relax, don't fail", () => {
  it("leaves out a word nobody has, says so, and shows the rest", async () => {
    const page = searchProducts("zebra printer wombatish");
    expect(page.dropped).toEqual(["wombatish"]);
    expect(page.searched).toBe("zebra printer");
    expect(page.items[0].slug).toMatch(/^zebra-.*printer$/);
    const response = (await pageLoader({
      request: new Request("http://localhost/search?q=zebra+printer+wombatish"),
      params: {},
      context: {},
    } as never)) as unknown as { data: { result: { relaxed: unknown } } };
    expect(response.data.result.relaxed).toEqual({
      searched: "zebra printer",
      dropped: ["wombatish"],
    });
  });

  it("never finds nothing while some of the words find something relevant", () => {
    for (const q of [
      "zd421 qqqq",
      "thermal label printer for my kirana store",
      "barcode printing device",
      "honeywell scanner wombat koala",
      "ribbon 110mm best quality",
    ]) {
      expect(searchProducts(q).total, q).toBeGreaterThan(0);
    }
  });

  it("does not offer a page of a word only descriptions hold", () => {
    // 'plus' is in descriptions only; the unknown code is not searched as something else.
    expect(searchProducts("qx999 plus").total).toBe(0);
  });
});

describe("typos by length", () => {
  it("forgives one from 4 letters, two from 8, a brand's beside a model, never a model's digits", async () => {
    // Two typos are looked for in the term list kept in memory, read again after each change.
    await warmSearch();
    expect(slugs("zebar zd421")[0]).toBe(ZD421);
    expect(slugs("ribn", 3).every((s) => s.includes("ribbon"))).toBe(true);
    expect(slugs("print mechnisam", 3).every((s) => s.includes("mechanism"))).toBe(true);
    const model = searchProducts("ZT410");
    expect(model.suggestion?.model).toBe("ZT411");
    expect(model.items.some((r) => r.slug.includes("zt411"))).toBe(false);
  });
});

describe("Hindi and Hinglish", () => {
  it("reads both common Devanagari spellings, and scripts mixed in one query", () => {
    const anusvara = slugs("बारकोड प्रिंटर");
    expect(anusvara.length).toBeGreaterThan(0);
    expect(slugs("बारकोड प्रिन्टर")).toEqual(anusvara);
    expect(anusvara[0]).toMatch(/printer$/);
    expect(slugs("zebra प्रिंटर")[0]).toMatch(/^zebra-.*printer$/);
    expect(slugs("स्कैनर")[0]).toMatch(/scanner$/);
    expect(slugs("स्कॅनर")[0]).toMatch(/scanner$/);
  });

  it("suggests while the buyer is still typing a Hindi word", () => {
    const typing = searchSuggestionList("प्रिं");
    expect(typing.total).toBeGreaterThan(0);
    expect(typing.products[0].name).toMatch(/Printer/);
  });
});

describe("supplies questions", () => {
  const fitting = (printer: string, kind: RegExp) =>
    demoFits
      .filter((f) => f.printers.includes(printer) && kind.test(f.supply))
      .map((f) => f.supply);

  it("show what fits the printer first, with the printer to link to", () => {
    const ribbons = fitting(ZD421, /ribbon/);
    for (const q of ["ribbon for zd421", "zd 421 ribbon", "zd421 ka ribbon", "ZD421 रिबन"]) {
      const page = searchProducts(q);
      expect(page.fitPrinter?.slug, q).toBe(ZD421);
      expect(ribbons, q).toContain(page.items[0].slug);
      expect(searchReasons(q, [page.items[0].id])[0][0]).toMatch(/^Fits Zebra ZD421/);
    }
    expect(searchSuggestionList("ribbon for zd421").fitPrinter?.slug).toBe(ZD421);
    const labels = fitting("godex-g500-desktop-barcode-printer", /label/);
    expect(labels).toContain(slugs("labels for g500")[0]);
  });

  it("is only a question about supplies when it names a kind and a printer", () => {
    expect(searchProducts("zd421").fitPrinter).toBeNull();
    expect(searchProducts("ribbon").fitPrinter).toBeNull();
  });
});

describe("the words staff wrote", () => {
  it("finds a product by its meta keywords, and follows a change to them", () => {
    // "barbell labels" is written only in the jewellery labels' meta keywords.
    expect(slugs("barbell labels")[0]).toBe("jewellery-tag-labels-95-x-12-mm");
    const product = getProductBySlug("adhesive-label")!;
    expect(searchProducts("qwerkeyword").total).toBe(0);
    updateProduct(product.id, { meta_keywords: "qwerkeyword stickers" });
    expect(slugs("qwerkeyword")).toEqual(["adhesive-label"]);
  });

  it("finds a brand's products by its display name, after a rename too", () => {
    const brand = getBrandByName("postek")!;
    updateBrand(brand.id, { display_name: "Postekindia" });
    expect(slugs("postekindia")).toEqual(["postek-g2000-thermal-label-printer"]);
    updateBrand(brand.id, { display_name: brand.display_name });
    expect(searchProducts("postekindia").total).toBe(0);
  });

  it("spells out an abbreviation and finds what it stands for", () => {
    const ribbons = searchProducts("ttr", { perPage: 50 }).items.filter((r) =>
      r.category.endsWith("ribbons"),
    );
    const spelled = searchProducts("thermal transfer ribbon", { perPage: 50 }).items.filter((r) =>
      r.category.endsWith("ribbons"),
    );
    expect(ribbons.length).toBeGreaterThanOrEqual(8);
    expect(spelled.length).toBe(ribbons.length);
  });
});

describe("Admin → Search teaches from counted searches", () => {
  it("shows what a search finds now, offers the word it could not match, and saves a word about buying", async () => {
    const user = await ensureAdminUser();
    const cookie = await adminCookie(user.id, user.session_version);
    countSearch("zebra printer quokkaish", 0);
    countSearch("qqnothingword", 0);
    flushSearchStats();
    const page = unwrap<{
      reports: Record<
        string,
        { query: string; synonymFor: string; now: { total: number; searched: string | null } }[]
      >;
    }>(
      await adminSearchLoader(
        args(new Request(`${BASE}/admin/search`, { headers: { Cookie: cookie } })),
      ),
    ).data;
    const relaxed = page.reports.zero.find((r) => r.query === "zebra printer quokkaish")!;
    expect(relaxed.synonymFor).toBe("quokkaish");
    expect(relaxed.now.total).toBeGreaterThan(0);
    expect(relaxed.now.searched).toBe("zebra printer");
    const none = page.reports.zero.find((r) => r.query === "qqnothingword")!;
    expect(none).toMatchObject({ synonymFor: "qqnothingword", now: { total: 0 } });

    const saved = (await settle(() =>
      adminSearchAction(
        args(
          form(
            "/admin/search",
            { intent: "add", term: "quokkaish", expansion: "", not_product: "on" },
            { Cookie: cookie },
          ),
        ),
      ),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(searchProducts("zebra printer quokkaish").ignored).toEqual(["quokkaish"]);
  });
});
