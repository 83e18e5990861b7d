import { describe, expect, it } from "vitest";
import { pageWindow } from "~/lib/pagination";
import {
  addRecentSearch,
  isQueryCut,
  MAX_QUERY_CHARS,
  normaliseQuery,
  parseRecentSearches,
  facetHref,
  parseSearchBrand,
  parseSearchParams,
  searchHref,
  searchPageWindowSize,
} from "~/lib/search-query";
import {
  buildMatchExpression,
  compactKey,
  countFtsTerms,
  editDistance,
  isTypoCandidate,
  isWithinOneTypo,
  isWithinTypos,
  MAX_FTS_TERMS,
  MAX_QUERY_TERMS,
  MAX_QUERY_WORDS,
  MAX_WORD_TOKENS,
  TYPO_MAX_LENGTH,
  typosAllowed,
  oneEditVariants,
  parseQuery,
  prefixTokens,
  splitCodeParts,
  tokensOf,
} from "~/server/search/fts-query.server";

describe("normaliseQuery", () => {
  it("trims, collapses whitespace and cuts long text", () => {
    expect(normaliseQuery("  zebra \t\n printer  ")).toBe("zebra printer");
    expect(normaliseQuery(null)).toBe("");
    expect(normaliseQuery("x".repeat(10_000))).toHaveLength(MAX_QUERY_CHARS);
  });

  it("folds compatibility forms (full-width letters and digits)", () => {
    expect(normaliseQuery("Ｇ５００")).toBe("G500");
  });

  it("tells when it cut the text, and never cuts a character in two", () => {
    expect(isQueryCut("x".repeat(MAX_QUERY_CHARS))).toBe(false);
    expect(isQueryCut(`  ${"x ".repeat(MAX_QUERY_CHARS / 2)}   `)).toBe(false);
    expect(isQueryCut("x".repeat(MAX_QUERY_CHARS + 1))).toBe(true);
    const emoji = normaliseQuery(`${"x".repeat(MAX_QUERY_CHARS - 1)}🖨️`);
    expect(emoji).toBe("x".repeat(MAX_QUERY_CHARS - 1));
  });
});

describe("tokens and code parts", () => {
  it("keeps letter and digit runs only, lowercased", () => {
    expect(tokensOf('G-500 "zebra" AND (NEAR)*^:')).toEqual(["g", "500", "zebra", "and", "near"]);
    expect(tokensOf("Café Ünïcode 日本")).toEqual(["café", "ünïcode", "日本"]);
    expect(tokensOf("*** ^^^ :: \"'")).toEqual([]);
  });

  it("splits at every letter/digit boundary", () => {
    expect(splitCodeParts("g500")).toEqual(["g", "500"]);
    expect(splitCodeParts("zd220t")).toEqual(["zd", "220", "t"]);
    expect(splitCodeParts("1250g")).toEqual(["1250", "g"]);
    expect(splitCodeParts("zebra")).toEqual(["zebra"]);
  });

  it("compacts model numbers however they are typed", () => {
    for (const typed of ["G500", "g-500", "g 500", "G.500", "g/500", "g_500"]) {
      expect(compactKey(typed)).toBe("g500");
    }
    expect(compactKey("TTP-244 Pro")).toBe("ttp244pro");
  });
});

describe("parseQuery", () => {
  it("makes the last word a prefix and keeps both the tokens and the code parts", () => {
    const q = parseQuery("godex G-500i");
    expect(q.text).toBe("godex G-500i");
    expect(q.key).toBe("godexg500i");
    expect(q.words).toEqual([
      { tokens: ["godex"], parts: ["godex"], prefix: false },
      { tokens: ["g", "500i"], parts: ["g", "500", "i"], prefix: true },
    ]);
  });

  it("drops words that are only symbols, and keeps at most eight words", () => {
    expect(parseQuery('" * ^ :').words).toEqual([]);
    expect(parseQuery(" a b c d e f g h i j").words).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe("the work one query can ask for", () => {
  const hostile = [
    "printer ".repeat(100),
    "a-b-c-d-e-f-g-h-i-j-k-l",
    "a1".repeat(100),
    "g-500-x-1 ".repeat(20),
    'NEAR(a b, 2) OR "x" AND NOT y* ^z {name}: ( ) - + '.repeat(5),
    "9".repeat(200),
    Array.from({ length: 60 }, (_, i) => String.fromCodePoint(0x4e00 + i * 3)).join(" "),
  ];

  it("keeps at most eight words and a bounded number of terms, and says so", () => {
    for (const q of hostile) {
      const { words, wordsLeftOut } = parseQuery(q);
      expect(words.length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
      for (const w of words) expect(w.tokens.length).toBeLessThanOrEqual(MAX_WORD_TOKENS);
      const terms = words.reduce((n, w) => n + w.tokens.length + w.parts.length, 0);
      expect(terms).toBeLessThanOrEqual(2 * MAX_QUERY_TERMS);
      expect(typeof wordsLeftOut).toBe("boolean");
    }
    expect(parseQuery("printer ".repeat(100)).wordsLeftOut).toBe(true);
    expect(parseQuery("a-b-c-d-e-f-g-h").words[0].tokens).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(parseQuery("a-b-c-d-e-f-g-h").wordsLeftOut).toBe(true);
    expect(parseQuery("godex G-500i printer").wordsLeftOut).toBe(false);
    // A token of many letter/digit parts is not a model code: only its typed form is searched.
    expect(parseQuery("a1".repeat(20)).words[0].parts).toEqual(["a1".repeat(20)]);
  });

  it("keeps the expression within MAX_FTS_TERMS, even with many completions", () => {
    for (const q of hostile) {
      const { words } = parseQuery(q);
      const many = new Map(
        prefixTokens(words).map((p) => [p, Array.from({ length: 16 }, (_, i) => `${p}${i}`)]),
      );
      const expr = buildMatchExpression(words, new Map(), many);
      expect(countFtsTerms(expr ?? "")).toBeLessThanOrEqual(MAX_FTS_TERMS);
    }
    // A short query still gets its completions.
    const one = parseQuery("printer").words;
    const completions = new Map([["printer", ["printer", "printers"]]]);
    expect(buildMatchExpression(one, new Map(), completions)).toBe('("printer" OR "printers")');
  });

  it("asks FTS5 for a repeated word once", () => {
    expect(buildMatchExpression(parseQuery("zebra zebra zebra zebra").words)).toBe(
      '("zebra" OR "zebras") AND "zebra"*',
    );
  });
});

describe("buildMatchExpression", () => {
  it("returns null when nothing is searchable", () => {
    expect(buildMatchExpression(parseQuery("").words)).toBeNull();
    expect(buildMatchExpression(parseQuery('"()*^:').words)).toBeNull();
  });

  it("quotes every token and makes the last word a prefix", () => {
    expect(buildMatchExpression(parseQuery("zeb").words)).toBe('"zeb"*');
  });

  it("matches a code as typed, split at letter/digit boundaries, and joined", () => {
    expect(buildMatchExpression(parseQuery("G500").words)).toBe('("g500"* OR "g 500"*)');
    expect(buildMatchExpression(parseQuery("G-500").words)).toBe('("g 500"* OR "g500"*)');
  });

  it("tries the words joined for a short query typed with spaces ('g 500')", () => {
    expect(buildMatchExpression(parseQuery("g 500").words)).toBe('("g" AND "500"*) OR "g500"*');
  });

  it("adds the singular or plural of a word", () => {
    expect(buildMatchExpression(parseQuery("printers").words)).toBe('("printers"* OR "printer")');
    expect(buildMatchExpression(parseQuery("label printer zebra godex").words)).toBe(
      '("label" OR "labels") AND ("printer" OR "printers") AND ("zebra" OR "zebras") AND "godex"*',
    );
  });

  it("never lets FTS5 syntax through: operators become quoted words, symbols vanish", () => {
    const expr = buildMatchExpression(parseQuery('zebra" OR name:* NEAR(a b) ^x -y').words)!;
    // Outside the quoted strings only our own AND / OR / parentheses / * remain.
    const outside = expr.replace(/"[^"]*"/g, "");
    expect(outside.replace(/\b(AND|OR)\b|[()*\s]/g, "")).toBe("");
    expect(expr).toContain('"or"');
    expect(expr).toContain('"near a"');
    expect(expr).not.toMatch(/[:^]/);
  });

  it("writes a prefix as its complete terms when the server knows them", () => {
    const one = parseQuery("printer").words;
    expect(prefixTokens(one)).toEqual(["printer"]);
    expect(
      buildMatchExpression(one, new Map(), new Map([["printer", ["printer", "printers"]]])),
    ).toBe('("printer" OR "printers")');
    const code = parseQuery("G50").words;
    expect(prefixTokens(code)).toEqual(["g50", "50"]);
    expect(buildMatchExpression(code, new Map(), new Map([["50", ["500", "5000"]]]))).toBe(
      '("g50"* OR "g 500" OR "g 5000")',
    );
    const two = parseQuery("godex g-50").words;
    expect(prefixTokens(two)).toEqual(["50", "g50", "godexg50"]);
    // An unknown or empty completion keeps the prefix as it is.
    expect(buildMatchExpression(code, new Map(), new Map([["50", []]]))).toBe(
      buildMatchExpression(code),
    );
  });

  it("uses the given typo corrections in place of a word", () => {
    const words = parseQuery("honywell printer").words;
    expect(buildMatchExpression(words, new Map([[0, ["honeywell"]]]))).toBe(
      '"honeywell" AND "printer"*',
    );
  });
});

describe("typo tolerance rules", () => {
  it("measures one edit: insert, delete, change, swap of neighbours", () => {
    expect(editDistance("honywell", "honeywell")).toBe(1);
    expect(editDistance("zebar", "zebra")).toBe(1);
    expect(editDistance("industral", "industrial")).toBe(1);
    expect(editDistance("printer", "prinzer")).toBe(1);
    expect(editDistance("printer", "printer")).toBe(0);
    expect(editDistance("printer", "pointed")).toBeGreaterThan(1);
    expect(editDistance("abc", "abcdef")).toBeGreaterThan(1);
  });

  it("lists the strings one edit away that keep the first letter", () => {
    const v = new Set(oneEditVariants("honywell"));
    expect(v.has("honeywell")).toBe(true); // a letter added
    expect(v.has("honwell")).toBe(true); // one dropped
    expect(v.has("hnoywell")).toBe(true); // neighbours swapped
    expect(v.has("hanywell")).toBe(true); // one changed
    expect(v.has("honywell")).toBe(false); // not the word itself
    expect(v.has("oneywell")).toBe(false); // the first letter stays
    expect(v.has("xonywell")).toBe(false);
    for (const s of v) expect(editDistance("honywell", s)).toBe(1);
    expect(new Set(oneEditVariants("zebar")).has("zebra")).toBe(true);
    expect(new Set(oneEditVariants("industral")).has("industrial")).toBe(true);
    // Letters of the word itself can be added or changed too, so accented words are covered.
    expect(new Set(oneEditVariants("crème")).has("crèème")).toBe(true);
  });

  it("accepts a prefix within one typo for the last word", () => {
    expect(isWithinOneTypo("honywel", "honeywell", true)).toBe(true);
    expect(isWithinOneTypo("honywel", "honeywell", false)).toBe(false);
    expect(isWithinOneTypo("zebra", "zebra", true)).toBe(false);
  });

  it("only forgives words of the catalogue's alphabet and a sane length", () => {
    const typo = (q: string) => isTypoCandidate(parseQuery(q).words[0]);
    expect(typo("industral")).toBe(true);
    expect(typo("Crème")).toBe(true); // accents are folded, as the index folds them
    expect(typo("x".repeat(TYPO_MAX_LENGTH))).toBe(true);
    expect(typo("x".repeat(TYPO_MAX_LENGTH + 1))).toBe(false);
    expect(typo("日本語のプリンター")).toBe(false);
    expect(typo("принтер")).toBe(false);
    expect(
      typo(Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join("")),
    ).toBe(false);
  });

  it("forgives one typo from four letters and two from eight, never in a word with digits", () => {
    const [three, four, long, code] = parseQuery("zeb zebr industral g500x").words;
    expect(isTypoCandidate(three)).toBe(false);
    expect(isTypoCandidate(four)).toBe(true);
    expect(isTypoCandidate(long)).toBe(true);
    expect(isTypoCandidate(code)).toBe(false);
    expect([3, 4, 7, 8, 12].map(typosAllowed)).toEqual([0, 1, 1, 2, 2]);
    expect(isWithinTypos("mechnisam", "mechanism", false, 2)).toBe(true);
    expect(isWithinTypos("mechnisam", "mechanism", false, 1)).toBe(false);
  });
});

describe("search page parameters", () => {
  it("reads q, category, instock, sort and page leniently", () => {
    expect(
      parseSearchParams(
        new URLSearchParams("q=+zebra+&category=labels&instock=1&sort=price&page=3"),
      ),
    ).toEqual({
      q: "zebra",
      category: "labels",
      inStock: true,
      sort: "price",
      page: 3,
    });
    expect(parseSearchParams(new URLSearchParams("sort=DROP&page=-2&instock=no"))).toEqual({
      q: "",
      category: "",
      inStock: false,
      sort: "relevance",
      page: 1,
    });
    expect(parseSearchParams(new URLSearchParams("page=2.5")).page).toBe(1);
  });

  it("links a search", () => {
    expect(searchHref("Desktop Printers")).toBe("/search?q=Desktop+Printers");
    expect(searchHref("a&b=c")).toBe("/search?q=a%26b%3Dc");
  });
});

describe("search pagination window", () => {
  it("shows the page numbers within 2 of the current page, cut at the ends", () => {
    const shown = (page: number, count: number) =>
      pageWindow(page, count, { size: searchPageWindowSize(page, count), ends: false });
    expect(shown(1, 9)).toEqual([1, 2, 3]);
    expect(shown(2, 9)).toEqual([1, 2, 3, 4]);
    expect(shown(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(shown(8, 9)).toEqual([6, 7, 8, 9]);
    expect(shown(9, 9)).toEqual([7, 8, 9]);
    expect(shown(1, 2)).toEqual([1, 2]);
    expect(shown(2, 3)).toEqual([1, 2, 3]);
    expect(shown(1, 1)).toEqual([1]);
  });
});

describe("recent searches", () => {
  it("puts the newest first once, and keeps ten", () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = addRecentSearch(list, `q${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe("q12");
    expect(list.at(-1)).toBe("q3");
    list = addRecentSearch(list, "  Q5 ");
    expect(list[0]).toBe("Q5");
    expect(list.filter((q) => q.toLowerCase() === "q5")).toHaveLength(1);
    expect(addRecentSearch(list, "   ")).toEqual(list);
  });

  it("reads stored lists defensively", () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches("not json")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["zebra", 5, "", "godex"]')).toEqual(["zebra", "godex"]);
  });
});

describe("facet links", () => {
  const state = {
    q: "printer",
    category: "",
    brand: "",
    inStock: false,
    sort: "relevance" as const,
    page: 1,
  };

  it("change one choice and keep the others, sort and page", () => {
    expect(facetHref(state, { brand: "zebra" })).toBe("/search?q=printer&brand=zebra");
    const chosen = {
      ...state,
      category: "labels",
      brand: "zebra",
      sort: "price" as const,
      page: 2,
    };
    expect(facetHref(chosen, { inStock: true })).toBe(
      "/search?q=printer&category=labels&brand=zebra&instock=1&sort=price&page=2",
    );
    expect(facetHref(chosen, { category: "", brand: "", inStock: false })).toBe(
      "/search?q=printer&sort=price&page=2",
    );
    expect(facetHref({ ...state, q: "a&b" }, { brand: "x y" })).toBe("/search?q=a%26b&brand=x+y");
  });

  it("read the brand leniently", () => {
    expect(parseSearchBrand(new URLSearchParams("brand=+zebra+"))).toBe("zebra");
    expect(parseSearchBrand(new URLSearchParams(""))).toBe("");
    expect(parseSearchBrand(new URLSearchParams(`brand=${"b".repeat(500)}`))).toHaveLength(100);
  });
});
