// Prices as Indian buyers read them: rupees in lakh grouping, before GST.

const rupeesFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** A whole-rupee amount as Indians write it ("₹1,23,456"). */
export function rupees(amount: number): string {
  return rupeesFormat.format(amount);
}

/** The words shown where no price is set: the buyer asks for one. */
export const PRICE_ON_REQUEST = "Price on request";

/** Whether a product has a price a buyer may be shown (zero or less means none was set). */
export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === "number" && Number.isFinite(price) && price > 0;
}

/** What a price line needs of a product: its price and whether staff hide it. */
export interface Priced {
  price?: number | null;
  /** Staff chose to quote on request: no price is shown, whatever is stored. */
  price_on_request?: boolean | number | null;
}

/**
 * "₹1,23,456 + GST" where a price is set and shown, otherwise "Price on request": the one rule every
 * page, card, compare column and search result takes a product's price line from.
 */
export function priceLine(product: Priced): string {
  const { price } = product;
  return !product.price_on_request && hasPrice(price) ? `${rupees(price)} + GST` : PRICE_ON_REQUEST;
}
