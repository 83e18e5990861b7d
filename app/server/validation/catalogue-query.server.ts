import { z } from "zod";
import { wholeNumberField } from "./fields.server";

/** GET /api/products/featured?limit=n: default 4 (home asks for 8, the popular page 12). */
export const featuredQuery = z.object({
  limit: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    wholeNumberField("limit", {
      min: 1,
      max: 100,
      example: 8,
      range: "limit must be a whole number from 1 to 100",
    }).default(4),
  ),
});
