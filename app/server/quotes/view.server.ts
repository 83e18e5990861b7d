/**
 * Quotes as pages and /api show them: the basket's lines with their products, a request as a GST
 * quotation, and a request as /api answers it.
 */
import { site } from "~/config/site";
import { addDays, businessDay } from "~/lib/dates";
import { isIntraState, quotationTax } from "~/lib/gst";
import { shownPicture } from "../files/picture-presence.server";
import { getProductById, isPublicProduct } from "../models/products.server";
import { snapshotPrice, type QuoteRequestWithLines } from "../models/quotes.server";
import { AMC_GST_RATE, AMC_SAC, amcLineName, type AmcKind } from "~/lib/amc";
import { AMC_LINE_KEY, type Basket } from "./basket.server";
import { stateCode } from "~/lib/gstin";
import { computeQuotation, type QuotationDocument, type QuotationSeller } from "~/lib/quotation";

export interface BasketViewLine {
  /** The line's key in the basket form (`qty_<key>`): the product's id, or "amc". */
  key: string;
  /** Null for the service line. */
  productId: number | null;
  /** The AMC plan of the service line; null for a product. */
  amc: AmcKind | null;
  /** A SAC for the service line; null for a product (its HSN is staff's to confirm). */
  sac: string | null;
  slug: string | null;
  name: string;
  model: string | null;
  image: string | null;
  price: number | null;
  priceOnRequest: boolean;
  /** The unit price the estimate uses, in paise; null when the price is given on request. */
  unitPricePaise: number | null;
  gstRate: number | null;
  quantity: number;
  note: string;
}

/** The basket's lines with their products; products no longer public drop out. */
export function basketView(basket: Basket): BasketViewLine[] {
  const out: BasketViewLine[] = [];
  for (const line of basket.lines) {
    const product = getProductById(line.p);
    if (!product || !isPublicProduct(product)) continue;
    out.push({
      key: String(product.id),
      productId: product.id,
      amc: null,
      sac: null,
      slug: product.slug,
      name: product.name,
      model: product.model,
      image: shownPicture(product.image),
      price: product.price,
      priceOnRequest: product.price_on_request,
      unitPricePaise: snapshotPrice(product),
      gstRate: product.gst_rate,
      quantity: line.q,
      note: line.n,
    });
  }
  if (basket.amc)
    out.push({
      key: AMC_LINE_KEY,
      productId: null,
      amc: basket.amc.k,
      sac: AMC_SAC,
      slug: null,
      name: amcLineName(basket.amc.k),
      model: null,
      image: null,
      price: null,
      priceOnRequest: true,
      unitPricePaise: null,
      gstRate: AMC_GST_RATE,
      quantity: basket.amc.q,
      note: basket.amc.n,
    });
  return out;
}

/**
 * A request as a GST quotation: each line's taxable value and tax (CGST + SGST inside the seller's
 * state, IGST otherwise), the totals, and the dates, for the printable page.
 */
export function quotationOf(request: QuoteRequestWithLines, today = new Date()) {
  const intraState = isIntraState(site.gstState, request.state);
  const { lines, totals } = quotationTax(
    request.lines.map((l) => ({
      unitPricePaise: l.unit_price_paise,
      quantity: l.quantity,
      gstRate: l.gst_rate,
    })),
    intraState,
  );
  // Calendar days in India: a request made at 02:10 IST is dated that Indian day, not the UTC one.
  const date = businessDay(today);
  return {
    intraState,
    date,
    validUntil: addDays(date, site.quotationValidDays),
    lines: request.lines.map((l, i) => ({ ...l, tax: lines[i] })),
    totals,
  };
}

/** A request as /api answers it: the row and its lines, prices in paise. */
export function quoteRequestJson(request: QuoteRequestWithLines) {
  return {
    ...request,
    lines: request.lines.map(({ quote_request_id: _, ...line }) => line),
  };
}

/** A request's quotation as a document, for the editor's preview and for the version sent. */
export function buildQuotationDocument(
  request: QuoteRequestWithLines,
  version: number,
  seller: QuotationSeller,
  fallback: { paymentTerms: string; terms: string; validUntil: string },
  today = new Date(),
): QuotationDocument {
  const intraState = isIntraState(seller.state, request.state);
  const figures = computeQuotation({
    lines: request.lines.map((l) => ({
      name: l.name,
      model: l.model,
      hsn: l.hsn_code,
      unit: l.unit,
      quantity: l.quantity,
      unitPricePaise: l.unit_price_paise,
      discountBp: l.discount_bp,
      gstRate: l.gst_rate,
      note: l.note,
    })),
    discountBp: request.discount_bp,
    freightPaise: request.freight_paise,
    freightGstRate: request.freight_gst_rate,
    intraState,
  });
  return {
    reference: request.reference,
    version,
    date: businessDay(today),
    validUntil: request.valid_until ?? fallback.validUntil,
    seller,
    buyer: {
      name: request.name,
      company: request.company,
      gstin: request.gstin,
      state: request.state,
      stateCode: stateCode(request.state),
      city: request.city,
      phone: request.phone,
      email: request.email,
    },
    intraState,
    ...figures,
    paymentTerms: request.payment_terms ?? fallback.paymentTerms,
    terms: request.terms ?? fallback.terms,
  };
}
