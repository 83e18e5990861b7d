import { z } from "zod";
import { requiredText } from "./fields.server";

export const loginInput = z.object({
  username: requiredText("Username", 100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
});

/** 'Please enter your email address' when empty. */
export const resetRequestInput = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .pipe(z.email("Please enter a valid email address")),
});

export const newPasswordInput = z
  .object({
    password: z.string().min(10, "Use at least 10 characters").max(1000),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    message: "The passwords do not match",
    path: ["confirm"],
  });
