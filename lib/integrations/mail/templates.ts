// The mails Postloom sends, in its warm, plain voice.
import type { Mail } from "./index";

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function verificationMail(to: string, link: string): Mail {
  return {
    to,
    subject: "Confirm your email for Postloom",
    text: [
      "Welcome to Postloom!",
      "",
      "Please confirm your email address so you can sign in:",
      link,
      "",
      "The link works once and expires in 24 hours. If you didn't sign up, you can ignore this mail.",
      "",
      "— The Postloom team",
    ].join("\n"),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b;max-width:32rem;margin:auto;padding:24px">
<h1 style="font-size:20px">Welcome to Postloom!</h1>
<p>Please confirm your email address so you can sign in.</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Confirm my email</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br>${escape(link)}</p>
<p style="font-size:13px;color:#555">The link works once and expires in 24 hours. If you didn't sign up, you can ignore this mail.</p>
<p>— The Postloom team</p></body></html>`,
  };
}
