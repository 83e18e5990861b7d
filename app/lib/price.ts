// Prices as Indian buyers read them: rupees in lakh grouping, before GST.

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** The words shown where no price is set: the buyer asks for one. */
export const PRICE_ON_REQUEST = "Price on request";

/** Whether a product has a price a buyer may be shown (zero or less means none was set). */
export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === "number" && Number.isFinite(price) && price > 0;
}

/** "₹1,23,456 + GST" where a price is set, otherwise "Price on request". */
export function priceLine(price: number | null | undefined): string {
  return hasPrice(price) ? `${rupees.format(price)} + GST` : PRICE_ON_REQUEST;
}
