import { z } from "zod";
import { wholeNumberField } from "./fields.server";

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
    wholeNumberField("page", {
      min: 1,
      max: Number.MAX_SAFE_INTEGER,
      example: 2,
      range: MESSAGE_PAGE,
    }).optional(),
  ),
  limit: z.preprocess(
    blankIsMissing,
    wholeNumberField("limit", { min: 1, max: 100, example: 50, range: MESSAGE_LIMIT }).optional(),
  ),
});
