import { z } from "zod";

const MESSAGE_PAGE = "page must be a whole number from 1";
const MESSAGE_LIMIT = "limit must be a whole number from 1 to 100";

const blankIsMissing = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * ?page=&limit= beside the JSON lists that answer every row by default: asking for either one gives
 * that page (100 rows a page unless limit says fewer, 100 at most).
 */
export const apiPageQuery = z.object({
  page: z.preprocess(
    blankIsMissing,
    z.coerce.number({ error: MESSAGE_PAGE }).int(MESSAGE_PAGE).min(1, MESSAGE_PAGE).optional(),
  ),
  limit: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: MESSAGE_LIMIT })
      .int(MESSAGE_LIMIT)
      .min(1, MESSAGE_LIMIT)
      .max(100, MESSAGE_LIMIT)
      .optional(),
  ),
});
