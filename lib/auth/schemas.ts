// Shared by the login form and the account routes (PRODUCT-SPEC §5: email and password required).
import { z } from "zod";

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});

export function signUpSchema(minLength: number) {
  return z.object({
    email: emailSchema,
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .min(minLength, `Password must be at least ${minLength} characters`)
      .max(200, "Password is too long"),
  });
}

export const resendSchema = z.object({ email: emailSchema });

export type SignInInput = z.infer<typeof signInSchema>;
