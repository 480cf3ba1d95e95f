// The mails Postloom sends, in its warm, plain voice: one layout, a plain-text part and an HTML part.
import "server-only";
import type { Mail } from "./index";

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type Letter = {
  to: string;
  subject: string;
  heading: string;
  /** Paragraphs before the button. */
  body: string[];
  action: { label: string; url: string };
  /** Small print after the button. */
  footnotes: string[];
};

function letter({ to, subject, heading, body, action, footnotes }: Letter): Mail {
  const small = (text: string) => `<p style="font-size:13px;color:#555">${text}</p>`;
  return {
    to,
    subject,
    text: [heading, "", ...body.flatMap((p) => [p, ""]), `${action.label}:`, action.url, "", ...footnotes.flatMap((p) => [p, ""]), "— The Postloom team"].join("\n"),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b;max-width:32rem;margin:auto;padding:24px">
<h1 style="font-size:20px">${escape(heading)}</h1>
${body.map((p) => `<p>${escape(p)}</p>`).join("\n")}
<p><a href="${escape(action.url)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(action.label)}</a></p>
${small(`Or paste this link into your browser:<br>${escape(action.url)}`)}
${footnotes.map((p) => small(escape(p))).join("\n")}
<p>— The Postloom team</p></body></html>`,
  };
}

export function verificationMail(to: string, link: string): Mail {
  return letter({
    to,
    subject: "Confirm your email for Postloom",
    heading: "Welcome to Postloom!",
    body: ["Please confirm your email address so you can sign in."],
    action: { label: "Confirm my email", url: link },
    footnotes: ["The link works once and expires in 24 hours. If you didn't sign up, you can ignore this mail."],
  });
}

/** To the owner of an address someone tried to sign up with again. */
export function signUpAttemptMail(to: string, signInUrl: string, resetUrl: string): Mail {
  return letter({
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

export function passwordResetMail(to: string, link: string): Mail {
  return letter({
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
