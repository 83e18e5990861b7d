/**
 * The seller's details as quotations print them: the saved row (Admin → Quotes → Seller settings)
 * wins, then the SELLER_* environment values, then the site's configuration.
 */
import { eq } from "drizzle-orm";
import { site } from "~/config/site";
import { stateCode } from "~/lib/gstin";
import type { QuotationSeller } from "~/lib/quotation";
import { db } from "../db.server";
import { sellerSettings } from "../db/schema";
import { env } from "../env.server";
import type { SellerInput } from "../entities/quote-fields.server";
import { nowSql } from "./crud.server";

const DEFAULT_PAYMENT_TERMS =
  "100% advance against proforma invoice, unless agreed otherwise in writing.";
const DEFAULT_TERMS = [
  "Prices are in Indian rupees; GST is charged as shown at the rates in force.",
  "Delivery after receipt of a confirmed purchase order, subject to stock.",
  `${site.warranty}.`,
].join("\n");

/** Every setting as the settings form shows it: saved, else environment, else configuration. */
export function sellerSettingsValues(): SellerInput {
  const row = db.select().from(sellerSettings).where(eq(sellerSettings.id, 1)).get();
  const a = site.address;
  return {
    legal_name: row?.legal_name ?? env.SELLER_LEGAL_NAME ?? site.name,
    address:
      row?.address ??
      env.SELLER_ADDRESS ??
      `${a.street}, ${a.locality} ${a.postalCode}, ${a.region}`,
    gstin: row?.gstin ?? env.SELLER_GSTIN ?? site.gstin,
    state: (row?.state ?? env.SELLER_STATE ?? site.gstState) as SellerInput["state"],
    phone: row?.phone ?? site.phones[0],
    email: row?.email ?? site.emails[0],
    bank_name: row?.bank_name ?? env.SELLER_BANK_NAME ?? null,
    bank_account: row?.bank_account ?? env.SELLER_BANK_ACCOUNT ?? null,
    bank_ifsc: row?.bank_ifsc ?? env.SELLER_BANK_IFSC ?? null,
    bank_branch: row?.bank_branch ?? env.SELLER_BANK_BRANCH ?? null,
    payment_terms: row?.payment_terms ?? DEFAULT_PAYMENT_TERMS,
    terms: row?.terms ?? DEFAULT_TERMS,
    validity_days: row?.validity_days ?? site.quotationValidDays,
  };
}

/** The seller as a quotation document carries it. */
export function sellerOfQuotation(values = sellerSettingsValues()): QuotationSeller {
  return {
    legalName: values.legal_name,
    address: values.address,
    gstin: values.gstin,
    state: values.state,
    stateCode: stateCode(values.state),
    phone: values.phone,
    email: values.email,
    bank: {
      name: values.bank_name ?? "",
      account: values.bank_account ?? "",
      ifsc: values.bank_ifsc ?? "",
      branch: values.bank_branch ?? "",
    },
  };
}

export function saveSellerSettings(values: SellerInput): void {
  db.insert(sellerSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: sellerSettings.id, set: { ...values, updated_at: nowSql } })
    .run();
}
