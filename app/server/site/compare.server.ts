import { fitsForPage } from "../models/fits.server";
import {
  alignSpecifications,
  COMPARE_MAX,
  COMPARE_MIN,
  echoSlug,
  readCompareAsk,
} from "~/lib/compare";
import { getPublicProductBySlug, listProducts, type Product } from "../models/products.server";
import { shownPicture } from "../files/picture-presence.server";

/** How many other products of its category a lone product offers to be compared with. */
const PARTNER_COUNT = 24;

/** What one compared product shows at the head of its column. */
function toColumn(p: Product) {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    model: p.model,
    brand: p.brand,
    price: p.price,
    price_on_request: p.price_on_request,
    in_stock: Boolean(p.in_stock),
    image: shownPicture(p.image),
    category_display_name: p.category_display_name,
  };
}

export type CompareColumn = ReturnType<typeof toColumn>;

/**
 * Everything /compare shows for an address, and the status it answers with. The work is capped
 * before the catalogue is asked anything: at most COMPARE_MAX well-formed slugs are looked up, one
 * row each by its unique slug; anything else is answered with a message.
 */
export function loadComparison(params: URLSearchParams) {
  const onlyDifferences = params.get("diff") === "1";
  const ask = readCompareAsk(params);
  if (ask.kind === "too-many") {
    return {
      state: "too-many" as const,
      status: 400,
      onlyDifferences,
      count: ask.count,
      offer: ask.first.filter((slug) => getPublicProductBySlug(slug)),
    };
  }
  const found: Product[] = [];
  const missing = ask.malformed.map(echoSlug);
  for (const slug of ask.slugs) {
    const product = getPublicProductBySlug(slug);
    if (product) found.push(product);
    else missing.push(echoSlug(slug));
  }
  if (missing.length > 0) {
    return {
      state: "missing" as const,
      status: 404,
      onlyDifferences,
      missing,
      found: found.map(toColumn),
    };
  }
  if (found.length < COMPARE_MIN) {
    const lone = found[0];
    // A lone product (from its page's "Add to compare" without JavaScript) is offered the others
    // of its category to pick from.
    const partners = lone
      ? listProducts({
          category: lone.category,
          status: "active",
          sort: "name",
          perPage: PARTNER_COUNT + 1,
        })
          .items.filter((p) => p.id !== lone.id)
          .slice(0, PARTNER_COUNT)
          .map((p) => ({ slug: p.slug, name: p.name, model: p.model }))
      : [];
    return {
      state: "choose" as const,
      status: 200,
      onlyDifferences,
      lone: lone ? toColumn(lone) : null,
      partners,
      max: COMPARE_MAX,
    };
  }
  return {
    state: "table" as const,
    status: 200,
    onlyDifferences,
    products: found.map(toColumn),
    rows: alignSpecifications(found.map((p) => p.specifications)),
    // What fits each printer compared (ribbons, labels, heads), so the supplies are chosen here too.
    fits: found
      .map((p) => ({
        slug: p.slug,
        name: p.name,
        items: (fitsForPage(p)?.groups ?? []).flatMap((g) => g.items),
      }))
      .filter((f) => f.items.length > 0),
  };
}

export type Comparison = ReturnType<typeof loadComparison>;
