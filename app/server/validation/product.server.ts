import { z } from "zod";
import {
  booleanField,
  optionalNumber,
  optionalText,
  requiredText,
  slugField,
} from "./fields.server";

/** A product as the admin form, /api and the CSV import submit it (files are handled apart). */
export const productInput = z.object({
  name: requiredText("Name"),
  slug: slugField(),
  category: requiredText("Category", 100),
  short_description: requiredText("Short description", 500),
  description: requiredText("Description", 20000),
  model: optionalText("Model", 100),
  specifications: optionalText("Specifications", 10000),
  features: optionalText("Features", 5000),
  meta_title: optionalText("Meta title", 200),
  meta_description: optionalText("Meta description", 500),
  meta_keywords: optionalText("Meta keywords", 500),
  status: z
    .enum(["active", "inactive"], { error: "Status must be active or inactive" })
    .default("active"),
  featured: booleanField("Featured"),
  in_stock: booleanField("In stock"),
  price: optionalNumber("Price", { min: 0 }),
  rating: optionalNumber("Rating", { min: 0, max: 5 }),
  reviews: optionalNumber("Reviews", { min: 0, int: true }),
  brand_id: optionalNumber("Brand", { min: 1, int: true }),
});

export type ProductFormInput = z.infer<typeof productInput>;
