// The account's mails (confirming the address, resetting the password), in Postloom's warm, plain voice,
// laid out by letter.tsx. Notifications' mails are composed in lib/notifications/notification-email.ts.
import "server-only";
import type { Mail } from "./index";
import { renderLetter } from "./letter";

export function verificationMail(to: string, link: string): Promise<Mail> {
  return renderLetter({
    to,
    subject: "Confirm your email for Postloom",
    heading: "Welcome to Postloom!",
    body: ["Please confirm your email address so you can sign in."],
    action: { label: "Confirm my email", url: link },
    footnotes: ["The link works once and expires in 24 hours. If you didn't sign up, you can ignore this mail."],
  });
}

/** To the owner of an address someone tried to sign up with again. */
export function signUpAttemptMail(to: string, signInUrl: string, resetUrl: string): Promise<Mail> {
  return renderLetter({
    to,
    subject: "Someone tried to sign up for Postloom with your email",
    heading: "You already have a Postloom account",
    body: [
      "Someone (perhaps you) just tried to create a new Postloom account with this email address. You already have one, so nothing was created.",
      `If it was you, sign in instead. Forgot your password? Choose a new one at ${resetUrl}`,
    ],
    action: { label: "Sign in to Postloom", url: signInUrl },
    footnotes: ["If it wasn't you, you can ignore this mail: your account is unchanged."],
  });
}

export function passwordResetMail(to: string, link: string): Promise<Mail> {
  return renderLetter({
    to,
    subject: "Reset your Postloom password",
    heading: "Choose a new password",
    body: ["Someone (we hope you) asked to reset the password of your Postloom account. Choose a new one with the button below."],
    action: { label: "Choose a new password", url: link },
    footnotes: [
      "The link works once and expires in 1 hour. Setting a new password signs you out on every device.",
      "If you didn't ask for this, you can ignore this mail: your password stays as it is.",
    ],
  });
}
