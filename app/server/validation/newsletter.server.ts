import { z } from "zod";

/**
 * The newsletter box: one email address, kept in lower case (mailboxes do not differ by case in
 * practice, so one reader is one row however it is typed). 254 characters is the longest address
 * mail can carry. The box's input takes its `required` and `maxLength` from this schema.
 */
export const newsletterInput = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "That email address is too long")
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address")),
});
