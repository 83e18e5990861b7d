import { z } from "zod";
import { emailAddress } from "./fields.server";

/**
 * The newsletter box: one email address, kept in lower case (mailboxes do not differ by case in
 * practice, so one reader is one row however it is typed). 254 characters is the longest address
 * mail can carry. The box's input takes its `required` and `maxLength` from this schema.
 */
export const newsletterInput = z.object({
  email: emailAddress("Please enter your email address").transform((v) => v.toLowerCase()),
});
