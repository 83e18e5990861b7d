import { z } from "zod";
import { emailAddress, requiredText } from "./fields.server";

export const loginInput = z.object({
  username: requiredText("Username", 100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
});

/**
 * A reset link asked for: the admin account's address. The reset form's input takes `required` and
 * `maxLength` from here (formConstraintsOf).
 */
export const resetRequestInput = z.object({
  email: emailAddress("Please enter your email address"),
});

export const newPasswordInput = z
  .object({
    password: z
      .string({ error: "Use at least 10 characters" })
      .min(10, "Use at least 10 characters")
      .max(1000, "Use at most 1,000 characters"),
    confirm: z
      .string({ error: "Type the new password again" })
      .min(1, "Type the new password again")
      .max(1000, "Use at most 1,000 characters"),
  })
  .refine((v) => v.password === v.confirm, {
    message: "The passwords do not match",
    path: ["confirm"],
  });
