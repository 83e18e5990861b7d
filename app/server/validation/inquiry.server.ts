import { z } from "zod";
import { isSlug } from "~/lib/slug";
import { emailAddress, optionalText, requiredText } from "./fields.server";

export const INQUIRY_TYPES = [
  "general",
  "product",
  "support",
  "service",
  "quote",
  "partnership",
] as const;

/**
 * The contact form: name, email, subject and message required. The page's inputs take their
 * `required` and `maxLength` from this schema (formConstraintsOf), so the browser and the server
 * hold a field to the same rule.
 */
export const inquiryInput = z.object({
  name: requiredText("Full Name", 100),
  email: emailAddress("Email Address is required"),
  phone: optionalText("Phone", 30),
  company: optionalText("Company", 100),
  inquiry_type: z.enum(INQUIRY_TYPES).catch("general"),
  subject: requiredText("Subject", 200),
  message: requiredText("Message", 5000),
  // The product a quote is asked for (a hidden field): anything that is not a slug is dropped, and
  // the model checks that it names a public product.
  product: z.string().trim().max(200).refine(isSlug).optional().catch(undefined),
});

export type InquiryFormInput = z.infer<typeof inquiryInput>;
