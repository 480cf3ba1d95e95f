// Shared by the login, password and account forms and the account routes (docs/product.md §5: email and
// password required).
import { z } from "zod";
import { text } from "@/lib/validation/text";

/** RFC 5321's limits, which mail servers enforce: a longer address can be written but never delivered to. */
const LOCAL_PART_MAX = 64;
const DOMAIN_LABEL_MAX = 63;
const deliverable = (email: string) => {
  const at = email.lastIndexOf("@");
  return (
    at <= LOCAL_PART_MAX &&
    email
      .slice(at + 1)
      .split(".")
      .every((label) => label.length <= DOMAIN_LABEL_MAX)
  );
};

export const emailSchema = text({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address").refine(deliverable, "Please enter a valid email address"));

/** A password being checked: anything the user typed. */
const currentPassword = (missing: string) => text({ error: missing }).min(1, missing).max(200, "Password is too long");

/** A password being chosen, under the password policy (PASSWORD_MIN_LENGTH). */
export function newPasswordSchema(minLength: number) {
  return text({ error: "Password is required" })
    .min(1, "Password is required")
    .min(minLength, `Password must be at least ${minLength} characters`)
    .max(200, "Password is too long");
}

export const signInSchema = z.object({
  email: emailSchema,
  password: currentPassword("Password is required"),
});

export function signUpSchema(minLength: number) {
  return z.object({ email: emailSchema, password: newPasswordSchema(minLength) });
}

export const resendSchema = z.object({ email: emailSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export function resetPasswordSchema(minLength: number) {
  return z.object({
    token: text({ error: "This reset link is incomplete." }).min(1, "This reset link is incomplete.").max(200, "This reset link is incomplete."),
    password: newPasswordSchema(minLength),
  });
}

export function changePasswordSchema(minLength: number) {
  return z
    .object({
      currentPassword: currentPassword("Please enter your current password"),
      newPassword: newPasswordSchema(minLength),
    })
    .refine((input) => input.newPassword !== input.currentPassword, {
      message: "Choose a password different from your current one",
      path: ["newPassword"],
    });
}

/** Deleting the account is confirmed by typing its email address. */
export function deleteAccountSchema(email: string) {
  return z.object({
    confirmEmail: text({ error: "Type your email address to confirm" })
      .trim()
      .toLowerCase()
      .refine((typed) => typed === email.toLowerCase(), "Type your email address exactly as shown to confirm"),
  });
}

export type SignInInput = z.infer<typeof signInSchema>;

/** GET /api/account: what the Account page shows. */
export type AccountOverview = {
  email: string;
  signInMethods: { password: boolean; google: boolean };
  /** Browsers signed in to the account right now, this one included. */
  openSessions: number;
};
