import { z } from "zod";
import { wholeNumberField } from "./fields.server";

// Query strings of the public /api blog and job lists: page and limit default to 1 and 10.
// A value that is there but not a whole number in range is a 400, not a silent default.

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const wholeNumber = (label: string, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    wholeNumberField(label, {
      min: 1,
      max,
      range: `${label} must be a whole number from 1 to ${max}`,
    }).default(fallback),
  );

const optionalFilter = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, `${label} must be at most 100 characters`).optional(),
  );

const paging = {
  page: wholeNumber("page", 100_000, 1),
  limit: wholeNumber("limit", 100, 10),
};

export const blogListQuery = z.object({ ...paging, category: optionalFilter("category") });
export const jobListQuery = z.object({
  ...paging,
  experience_level: optionalFilter("experience_level"),
});

/** The query string as a plain object (the last value of a repeated key wins). */
export function queryValues(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}
