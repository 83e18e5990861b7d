import { z } from "zod";

/** GET /api/products/featured?limit=n: default 4 (home asks for 8, the popular page 12). */
export const featuredQuery = z.object({
  limit: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ error: "limit must be a whole number from 1 to 100" })
      .int("limit must be a whole number from 1 to 100")
      .min(1, "limit must be a whole number from 1 to 100")
      .max(100, "limit must be a whole number from 1 to 100")
      .default(4),
  ),
});
