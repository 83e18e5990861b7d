import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CompareTable } from "~/components/compare-table";
import { FitCard } from "~/components/fit-card";
import { ProductCard } from "~/components/product-card";
import { SearchResultCard } from "~/components/search-result-card";
import { toCardProduct } from "~/lib/card-product";
import { hasPrice, priceLine, PRICE_ON_REQUEST } from "~/lib/price";

describe("priceLine", () => {
  it("groups rupees the Indian way, before GST", () => {
    expect(priceLine({ price: 123456 })).toBe("₹1,23,456 + GST");
    expect(priceLine({ price: 18500 })).toBe("₹18,500 + GST");
    expect(priceLine({ price: 12345678 })).toBe("₹1,23,45,678 + GST");
  });
  it("rounds paise away", () => {
    expect(priceLine({ price: 999.6 })).toBe("₹1,000 + GST");
  });
  it("asks for a price when none is set", () => {
    for (const p of [null, undefined, 0, -5, Number.NaN]) {
      expect(priceLine({ price: p })).toBe(PRICE_ON_REQUEST);
      expect(hasPrice(p)).toBe(false);
    }
  });
  it("asks for a price when staff chose price on request, whatever is stored", () => {
    expect(priceLine({ price: 36000, price_on_request: true })).toBe(PRICE_ON_REQUEST);
    expect(priceLine({ price: 36000, price_on_request: 1 })).toBe(PRICE_ON_REQUEST);
    expect(priceLine({ price: 36000, price_on_request: false })).toBe("₹36,000 + GST");
  });
});

/** Server-rendered HTML of a component inside a router (the cards link with React Router). */
function html(element: ReactElement): string {
  const router = createMemoryRouter([{ path: "*", element }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe("a product marked price on request", () => {
  const product = {
    id: 1,
    name: "Zebra ZT411",
    slug: "zebra-zt411",
    model: "ZT411",
    image: null,
    in_stock: true,
    featured: false,
    brand: "Zebra",
    category: "industrial-printers",
    category_display_name: "Industrial Printers",
    price: 36000,
    price_on_request: true,
    specifications: null,
  };

  it("shows 'Price on request', never its stored price, on cards, fit cards, compare and search results", () => {
    const pages = [
      html(createElement(ProductCard, { product: toCardProduct(product) })),
      html(createElement(FitCard, { product: { ...product, facts: [] } })),
      html(createElement(SearchResultCard, { product, query: "zebra" })),
      html(
        createElement(CompareTable, {
          products: [product, { ...product, id: 2, slug: "other" }] as never,
          rows: [],
          onlyDifferences: false,
        }),
      ),
    ];
    for (const page of pages) {
      expect(page).toContain(PRICE_ON_REQUEST);
      expect(page).not.toContain("36,000");
    }
  });
});
