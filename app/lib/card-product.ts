/** The product fields a card shows (the route passes rows from the model). */
export interface CardProduct {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  in_stock: boolean;
  category?: string;
  category_display_name?: string | null;
  model?: string | null;
  description?: string;
  /** With these three the card shows what a buyer compares: key facts, brand, stock and price. */
  brand?: string | null;
  price?: number | null;
  price_on_request?: boolean;
  specifications?: string | null;
  /** Passed where the listing sorts by them, so the order is visible. */
  rating?: number;
  reviews?: number;
}

/** The product fields a card can show, as a listing's loader has them (a model row or a search hit). */
type CardSource = Omit<CardProduct, "rating" | "reviews" | "in_stock" | "price_on_request"> & {
  in_stock: boolean | number;
  price_on_request?: boolean | number | null;
  rating?: number | null;
  reviews?: number | null;
};

/**
 * What a listing sends to the browser for one card: only the fields the card shows, so a page of
 * products does not carry descriptions and SEO fields it never displays. Ratings are added only where
 * the listing sorts by them, so the order a buyer sees explains itself.
 */
export function toCardProduct(p: CardSource, { withRating = false } = {}): CardProduct {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    image: p.image,
    in_stock: Boolean(p.in_stock),
    model: p.model,
    brand: p.brand,
    price: p.price,
    ...(p.price_on_request ? { price_on_request: true } : {}),
    specifications: p.specifications,
    ...(p.category_display_name !== undefined
      ? { category_display_name: p.category_display_name }
      : {}),
    ...(withRating ? { rating: p.rating ?? 0, reviews: p.reviews ?? 0 } : {}),
  };
}
