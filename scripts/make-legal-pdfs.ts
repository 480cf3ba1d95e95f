// Writes public/legal/terms.pdf and public/legal/cookie-policy.pdf.
// Run with `npm run docs:pdf` after changing the text below, and commit both PDFs.
// Only pdfkit's built-in Helvetica/Courier are used, so nothing is downloaded, and the
// creation date is fixed so that re-running the script produces byte-identical files.

import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";

import { PLANS } from "../lib/billing/plans";

const OUT_DIR = path.join(process.cwd(), "public", "legal");
const DOCUMENT_DATE = "22 November 2026";
const FIXED_DATE = new Date(Date.UTC(2026, 10, 22, 9, 0, 0));
const CONTACT = "hello@postloom.app";

const COLOR = {
  ink: "#0f1624",
  muted: "#505869",
  primary: "#3436b2",
  coral: "#f07456",
  rule: "#dde1ea",
  panel: "#eff2f7",
};

// A paragraph is numbered (1.1, 1.2 …). Items render as bullets under the paragraph before them.
type Block = { kind: "p"; text: string } | { kind: "list"; items: string[] } | { kind: "entry"; name: string; text: string; facts: [string, string][] };

type Section = { heading: string; blocks: Block[] };

type LegalDocument = {
  file: string;
  title: string;
  summary: string[];
  sections: Section[];
};

const p = (text: string): Block => ({ kind: "p", text });
const list = (...items: string[]): Block => ({ kind: "list", items });
const entry = (name: string, text: string, facts: [string, string][]): Block => ({
  kind: "entry",
  name,
  text,
  facts,
});

function euro(n: number) {
  return `€${n}`;
}

function credits(n: number) {
  // Thin groups with a no-break space, as the plans module writes them.
  return n.toLocaleString("en-US").replace(/,/g, "\u00a0");
}

const planLines = PLANS.map(
  (plan) =>
    `${plan.name}: ${euro(plan.price)} per ${plan.period} (introductory offer; regular price ${euro(
      plan.wasPrice,
    )}), including ${credits(plan.credits)} credits per billing period.`,
);

const TERMS: LegalDocument = {
  file: "terms.pdf",
  title: "Terms and Conditions",
  summary: [
    "You describe your business, Postloom writes posts for you, and you decide what gets published.",
    "You pay monthly for a plan that includes credits. Writing a post uses credits; you can cancel at any time.",
    "Postloom only posts to your Facebook Page when you ask it to, now or at the time you chose.",
    "AI can get things wrong. Please read every post before it goes out: what you publish is yours.",
  ],
  sections: [
    {
      heading: "About these terms",
      blocks: [
        p(
          "These terms are an agreement between you and Postloom (\u201cPostloom\u201d, \u201cwe\u201d, \u201cus\u201d) about your use of the Postloom website and web application (the \u201cService\u201d). By creating an account or using the Service you accept these terms.",
        ),
        p(
          "If you use Postloom on behalf of a business, you confirm that you are allowed to accept these terms for that business, and \u201cyou\u201d means both you and the business.",
        ),
        p(
          "Our Privacy Policy (postloom.app/privacy.html) explains how we handle personal data, and our Cookie Policy (postloom.app/cookie-policy) explains the cookies and browser storage we use. Both form part of these terms.",
        ),
      ],
    },
    {
      heading: "What Postloom does",
      blocks: [
        p("Postloom is a studio for writing social media posts for small businesses. With it you can:"),
        list(
          "describe your brand once in a brand profile (name, industry, story, audience and their pain points);",
          "have posts written for you by artificial intelligence, with text, optional hashtags and an optional image;",
          "preview and edit each post before it is used;",
          "publish a post to a Facebook Page you manage, schedule it for later, or mark it as published without posting it anywhere;",
          "see your posts, their status and simple statistics, and send us feedback.",
        ),
        p(
          "We keep improving the Service. We may add, change or remove features, and we will tell you in advance if a change takes away something you rely on in your paid plan.",
        ),
      ],
    },
    {
      heading: "Your account",
      blocks: [
        p(
          "You need an account to use the Service. You can sign up with an email address and password, or with a Google account. If you use email and password, you must confirm your email address before you can sign in.",
        ),
        p(
          "You must be at least 18 years old and give us accurate information. Keep your password to yourself; you are responsible for what happens under your account. Tell us at once at " +
            CONTACT +
            " if you think someone else has used it.",
        ),
        p("Each account is for one person. Please do not share log-in details inside your team."),
      ],
    },
    {
      heading: "Subscriptions and payment",
      blocks: [
        p("Writing posts needs an active paid subscription. We offer two monthly plans:"),
        list(...planLines),
        p(
          "Prices are shown in euros and include any value added tax we are required to charge, unless the checkout page says otherwise. Payments are handled by our payment provider, Stripe; we never see or store your full card details.",
        ),
        p(
          "Your subscription is paid monthly in advance and renews automatically on the same day each month until you cancel it. You can change plan or cancel at any time from Plans & Billing, which opens the billing portal. A cancellation takes effect at the end of the period you have already paid for; until then you keep full access.",
        ),
        p(
          "Introductory prices apply for as long as the offer says. If we change the price of your plan, we will email you at least 30 days before the new price applies, and you can cancel before then.",
        ),
        p(
          "Payments are not refundable for partly used periods, except where the law requires otherwise or where we could not provide the Service because of a fault on our side. If a payment fails, we may pause writing new posts until it is settled.",
        ),
      ],
    },
    {
      heading: "Credits",
      blocks: [
        p(
          "Each plan includes a number of credits per billing period. Writing a post uses credits. The cost of a post is the amount of AI model work it took, counted in tokens (roughly, pieces of words), plus a flat 5\u00a0000 credits when you ask for an AI image. The cost of each post is shown with the post.",
        ),
        p(
          "Before a post is written we set aside enough credits for it; any part that is not used goes straight back to your balance. Your balance never goes below zero. If you do not have enough credits, Postloom will tell you and will not write the post.",
        ),
        p(
          "The post counts on the plans (for example \u201c~150 posts a month\u201d) are estimates for a typical post of medium length without an image. Longer posts and images use more credits.",
        ),
        p(
          "Credits are topped up to your plan\u2019s amount at the start of each billing period. Unused credits do not carry over, have no cash value and cannot be transferred or exchanged.",
        ),
        p("Publishing, scheduling, editing and marking a post as published do not use credits."),
      ],
    },
    {
      heading: "AI-generated content",
      blocks: [
        p(
          "Postloom uses AI models to write text and create images from your brand profile and the instructions you give. AI output can be wrong, out of date, repetitive, or unsuitable for your audience, and similar requests from different users can produce similar results.",
        ),
        p(
          "You are responsible for every post you publish, including posts published on a schedule. Before publishing, check that the post is accurate, that you are allowed to make any claims in it (prices, offers, health or legal statements), and that it respects other people\u2019s rights and the rules of the platform you publish to.",
        ),
        p(
          "As between you and us, the posts written for you belong to you, to the extent the law allows. You may use them for any lawful purpose, on any channel.",
        ),
        p(
          "Do not use Postloom to create content that is unlawful, deceptive, hateful, harassing or sexually explicit, that impersonates someone else, or that infringes anyone\u2019s intellectual property or privacy.",
        ),
      ],
    },
    {
      heading: "Publishing to Facebook",
      blocks: [
        p(
          "To publish, you connect your Facebook account through Facebook\u2019s own log-in window and choose one Facebook Page that you manage. Postloom asks only for the permissions it needs to list your Pages and post to the Page you choose.",
        ),
        p(
          "Postloom publishes only when you ask it to: immediately when you choose Post Now, or at the time you choose when you schedule a post. A scheduled post is delivered once; if Facebook is temporarily unavailable we retry for a while, and if delivery still fails the post is marked as failed and you can see the reason in Postloom.",
        ),
        p(
          "You can cancel a scheduled post until it is published, and you can disconnect Facebook at any time from the dashboard. Disconnecting removes the access Postloom holds; posts already published stay on your Page.",
        ),
        p(
          "Your use of Facebook is also governed by Meta\u2019s terms and policies. We are not responsible if Meta changes, limits or removes its services, rejects a post, or removes content from your Page.",
        ),
      ],
    },
    {
      heading: "Your content and our rights",
      blocks: [
        p(
          "You keep ownership of what you give us: your brand profile, instructions, links, edits and posts (\u201cYour Content\u201d). You give us a limited permission to store, process and transmit Your Content only as needed to run the Service for you, including sending it to our AI and hosting providers.",
        ),
        p(
          "We do not use Your Content to advertise to you or sell it to anyone. The Postloom name, logo, software and website design belong to us; these terms do not give you any rights to them beyond using the Service.",
        ),
      ],
    },
    {
      heading: "Fair use",
      blocks: [
        p("When using Postloom, please do not:"),
        list(
          "break the law or help anyone else to;",
          "try to get around credit limits, access other users\u2019 data, or probe, scan or overload our systems;",
          "copy, resell or build a competing product from the Service;",
          "use automated scripts to create accounts or generate posts, except through features we provide.",
        ),
      ],
    },
    {
      heading: "Suspension and closing your account",
      blocks: [
        p(
          "You can stop using Postloom and ask us to close your account at any time by writing to " +
            CONTACT +
            ". Cancel your subscription first so that you are not charged again.",
        ),
        p(
          "We may suspend or close an account that seriously or repeatedly breaks these terms, or where we must do so by law. Unless the situation is urgent or the law prevents it, we will tell you first and give you a chance to fix the problem. If we close your account without a breach on your part, we will refund any fees paid for the period after closure.",
        ),
        p("After an account is closed we delete Your Content within 30 days, except what we must keep by law (such as invoices)."),
      ],
    },
    {
      heading: "Availability and liability",
      blocks: [
        p(
          "We work hard to keep Postloom running and secure, but we cannot promise that it will always be available or free of errors. Planned maintenance will be announced in advance where possible.",
        ),
        p(
          "Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence.",
        ),
        p(
          "Otherwise, we are not liable for indirect or consequential losses, such as lost profits, lost sales or damage to reputation, or for the content of posts you chose to publish. Our total liability to you in any 12 months is limited to the amount you paid us in those 12 months.",
        ),
      ],
    },
    {
      heading: "Changes to these terms",
      blocks: [
        p(
          "We may update these terms when the Service or the law changes. For important changes we will email you at least 30 days before they take effect. If you do not agree, you can cancel before the new terms apply; continuing to use Postloom after that date means you accept them.",
        ),
        p(
          "These terms are governed by the law of the country in which Postloom is established. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live and may bring a claim in its courts.",
        ),
      ],
    },
    {
      heading: "Contact",
      blocks: [
        p(
          "Questions about these terms, billing or your account are welcome at " +
            CONTACT +
            ". We answer within two working days. Signed-in users can also reach us through the Feedback page in the app.",
        ),
      ],
    },
  ],
};

const COOKIES: LegalDocument = {
  file: "cookie-policy.pdf",
  title: "Cookie Policy",
  summary: [
    "Postloom uses only what it needs to work: cookies that keep you signed in and protect your sign-in.",
    "Two small settings live in your browser\u2019s local storage: your light or dark theme, and a copy of your brand profile.",
    "No advertising cookies, no tracking pixels, no third-party analytics. That is why we do not show a cookie banner.",
  ],
  sections: [
    {
      heading: "About this policy",
      blocks: [
        p(
          "This policy explains which cookies and similar browser storage Postloom uses on postloom.app, why, and for how long. It should be read together with our Privacy Policy (postloom.app/privacy.html) and our Terms and Conditions (postloom.app/terms).",
        ),
      ],
    },
    {
      heading: "Cookies and local storage, in short",
      blocks: [
        p(
          "A cookie is a small text file that a website asks your browser to keep and send back on later visits. Local storage is a similar space inside your browser that only the website itself can read; it is never sent to our servers automatically.",
        ),
        p(
          "The law allows a website to use storage that is strictly necessary for a service you asked for without asking your consent first. Everything Postloom uses falls into that category, or stores a choice you made yourself.",
        ),
      ],
    },
    {
      heading: "Cookies we set",
      blocks: [
        p(
          "On a secure (https) connection the browser shows these names with a \u201c__Secure-\u201d or \u201c__Host-\u201d prefix. All of them are first-party cookies, set by postloom.app only.",
        ),
        entry(
          "authjs.session-token",
          "The session cookie. It keeps you signed in as you move between pages, so that we know which account\u2019s posts to show. It is marked HttpOnly (page scripts cannot read it), Secure and SameSite=Lax.",
          [
            ["Type", "Strictly necessary"],
            ["Lasts", "30 days from your last visit, or until you log out"],
          ],
        ),
        entry(
          "authjs.csrf-token",
          "The CSRF cookie. It protects the sign-in and sign-out forms against cross-site request forgery: a trick in which another website tries to submit a form to Postloom in your name.",
          [
            ["Type", "Strictly necessary"],
            ["Lasts", "Until you close your browser"],
          ],
        ),
        entry(
          "authjs.callback-url, authjs.state, authjs.pkce.code_verifier",
          "Short-lived sign-in helpers. They remember where to take you after you sign in and make sure that a Google sign-in really was started by you.",
          [
            ["Type", "Strictly necessary"],
            ["Lasts", "Up to 15 minutes, or until you close your browser"],
          ],
        ),
      ],
    },
    {
      heading: "What we keep in local storage",
      blocks: [
        entry(
          "theme",
          "Your theme preference: light, dark or following your system setting. It lets the page show the right colours from the very first moment, without a flash.",
          [
            ["Type", "Preference you chose"],
            ["Lasts", "Until you change it or clear your browser data"],
          ],
        ),
        entry(
          "Brand profile cache",
          "A copy of your brand profile (business name, industry, description, audience and pain points) with the time it was saved. It makes pages open faster. It is refreshed from our servers after 6 hours and deleted when you log out.",
          [
            ["Type", "Strictly necessary for a signed-in session"],
            ["Lasts", "Refreshed after 6 hours; removed when you log out"],
          ],
        ),
        entry(
          "workspace_post",
          "When you choose \u201cOpen in Workspace\u201d on a post, its text, image address and id are handed to the Post Workspace this way. The workspace removes the entry as soon as it has read it.",
          [
            ["Type", "Strictly necessary"],
            ["Lasts", "A moment: removed as soon as it is read"],
          ],
        ),
      ],
    },
    {
      heading: "What we do not use",
      blocks: [
        p(
          "Postloom does not use advertising cookies, tracking pixels, fingerprinting or third-party analytics. We do not sell or share information about your browsing.",
        ),
        p("Some actions take you to another company\u2019s pages, which set their own cookies under their own policies:"),
        list(
          "Stripe, when you pay or manage your subscription in the checkout or billing portal;",
          "Meta (Facebook), when you connect your Facebook Page in its log-in window;",
          "Google, when you sign in with your Google account.",
        ),
        p("We do not control those cookies; please read the policies of those companies."),
      ],
    },
    {
      heading: "Your choices",
      blocks: [
        p(
          "You can see and delete cookies and local storage in your browser\u2019s settings at any time. Logging out of Postloom removes the session cookie and the brand profile cache.",
        ),
        p(
          "If you block the cookies above, you can still read our public pages, but you will not be able to sign in. If you clear local storage, Postloom simply uses your system theme and reloads your brand profile.",
        ),
      ],
    },
    {
      heading: "Changes and contact",
      blocks: [
        p(
          "If we ever start using a new cookie or storage entry, we will update this policy and its date first, and we will ask for your consent before using anything that is not strictly necessary.",
        ),
        p("Questions about this policy are welcome at " + CONTACT + "."),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------
// Rendering

const PAGE = { size: "A4" as const, margin: 64 };

function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  // The same woven mark as the site logo (components/marketing/logo.tsx): two warp and two
  // weft threads in a plain weave, each crossing alternating over and under.
  const s = size / 32;
  doc.save();
  doc.translate(x, y).scale(s);
  doc.roundedRect(0, 0, 32, 32, 8).fill(COLOR.primary);
  doc.lineCap("round").lineWidth(4.5);
  doc.moveTo(7, 12.5).lineTo(25, 12.5).stroke("#ffffff");
  doc.moveTo(7, 19.5).lineTo(25, 19.5).stroke(COLOR.coral);
  doc.moveTo(12.5, 7).lineTo(12.5, 25).stroke("#ffffff");
  doc.moveTo(19.5, 7).lineTo(19.5, 25).stroke("#ffffff");
  // Re-draw the thread that lies on top at each crossing, with a gap in the background colour.
  const crossings: { cx: number; cy: number; top: "warp" | "weft"; colour: string }[] = [
    { cx: 12.5, cy: 12.5, top: "warp", colour: "#ffffff" },
    { cx: 19.5, cy: 12.5, top: "weft", colour: "#ffffff" },
    { cx: 12.5, cy: 19.5, top: "weft", colour: COLOR.coral },
    { cx: 19.5, cy: 19.5, top: "warp", colour: "#ffffff" },
  ];
  doc.lineCap("butt");
  for (const { cx, cy, top, colour } of crossings) {
    const [x1, y1, x2, y2] = top === "warp" ? [cx, cy - 3, cx, cy + 3] : [cx - 3, cy, cx + 3, cy];
    doc.lineWidth(7.5).moveTo(x1, y1).lineTo(x2, y2).stroke(COLOR.primary);
    doc.lineWidth(4.5).moveTo(x1, y1).lineTo(x2, y2).stroke(colour);
  }
  doc.restore();
}

function render(spec: LegalDocument): Promise<void> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    lang: "en-GB",
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: `${spec.title} \u00b7 Postloom`,
      Author: "Postloom",
      Subject: `Postloom ${spec.title}, ${DOCUMENT_DATE}`,
      Keywords: "Postloom, legal",
      Creator: "Postloom scripts/make-legal-pdfs.ts",
      Producer: "PDFKit",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });

  const file = path.join(OUT_DIR, spec.file);
  const stream = createWriteStream(file);
  doc.pipe(stream);

  const left = PAGE.margin;
  const width = doc.page.width - PAGE.margin * 2;

  // Header: logo, title, date.
  drawMark(doc, left, PAGE.margin - 8, 26);
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor(COLOR.ink)
    .text("Postloom", left + 36, PAGE.margin - 1, { lineBreak: false });
  doc.font("Helvetica").fontSize(9).fillColor(COLOR.muted);
  doc.text("postloom.app", left, PAGE.margin, { width, align: "right" });

  doc.y = PAGE.margin + 52;
  doc.x = left;
  doc.font("Helvetica-Bold").fontSize(28).fillColor(COLOR.ink).text(spec.title, left, doc.y, { width });
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(10.5).fillColor(COLOR.muted).text(`Last updated ${DOCUMENT_DATE}  \u00b7  Effective ${DOCUMENT_DATE}`, { width });
  doc.moveDown(1.2);

  // Plain-words summary panel.
  const summaryTop = doc.y;
  const pad = 14;
  doc.font("Helvetica").fontSize(10.5);
  const bulletIndent = 14;
  const summaryTextWidth = width - pad * 2 - bulletIndent;
  const lineGap = 3;
  const headingHeight = 18;
  let summaryHeight = pad + headingHeight;
  for (const line of spec.summary) {
    summaryHeight += doc.heightOfString(line, { width: summaryTextWidth, lineGap }) + 5;
  }
  summaryHeight += pad - 5;
  doc.roundedRect(left, summaryTop, width, summaryHeight, 8).fill(COLOR.panel);
  doc.rect(left, summaryTop, 4, summaryHeight).fill(COLOR.coral);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(COLOR.ink)
    .text("In plain words", left + pad, summaryTop + pad, { width: width - pad * 2 });
  let y = summaryTop + pad + headingHeight;
  doc.font("Helvetica").fontSize(10.5).fillColor(COLOR.ink);
  for (const line of spec.summary) {
    doc.text("\u2022", left + pad, y, { lineBreak: false });
    doc.text(line, left + pad + bulletIndent, y, { width: summaryTextWidth, lineGap });
    y = doc.y + 5;
  }
  doc.y = summaryTop + summaryHeight + 22;
  doc.font("Helvetica").fontSize(9.5).fillColor(COLOR.muted);
  doc.text("This summary helps you find your way; the numbered sections below are what apply.", left, doc.y, {
    width,
  });
  doc.moveDown(1);

  const outline = doc.outline;

  spec.sections.forEach((section, i) => {
    const n = i + 1;
    // Keep a heading together with at least a few lines of its first paragraph.
    if (doc.y + 80 > doc.page.height - PAGE.margin) doc.addPage();
    doc.moveDown(0.6);
    outline.addItem(`${n}. ${section.heading}`);
    doc.font("Helvetica-Bold").fontSize(13.5).fillColor(COLOR.primary).text(`${n}. ${section.heading}`, left, doc.y, { width });
    doc.moveDown(0.45);

    let clause = 0;
    const numberWidth = 30;
    for (const block of section.blocks) {
      doc.font("Helvetica").fontSize(10.5).fillColor(COLOR.ink);
      if (block.kind === "p") {
        clause += 1;
        const h = doc.heightOfString(block.text, { width: width - numberWidth, lineGap });
        if (doc.y + Math.min(h, 40) > doc.page.height - PAGE.margin) doc.addPage();
        const top = doc.y;
        doc.fillColor(COLOR.muted).text(`${n}.${clause}`, left, top, { width: numberWidth, lineBreak: false });
        doc.fillColor(COLOR.ink).text(block.text, left + numberWidth, top, { width: width - numberWidth, lineGap });
        doc.moveDown(0.55);
      } else if (block.kind === "list") {
        for (const item of block.items) {
          const indent = numberWidth + 14;
          const h = doc.heightOfString(item, { width: width - indent, lineGap });
          if (doc.y + Math.min(h, 28) > doc.page.height - PAGE.margin) doc.addPage();
          const top = doc.y;
          doc.fillColor(COLOR.coral).text("\u2022", left + numberWidth + 2, top, { lineBreak: false });
          doc.fillColor(COLOR.ink).text(item, left + indent, top, { width: width - indent, lineGap });
          doc.moveDown(0.25);
        }
        doc.moveDown(0.35);
      } else {
        clause += 1;
        const inner = width - numberWidth;
        const factsHeight = block.facts.length * 15;
        const need = 18 + doc.heightOfString(block.text, { width: inner, lineGap }) + factsHeight;
        if (doc.y + need > doc.page.height - PAGE.margin) doc.addPage();
        const top = doc.y;
        doc.fillColor(COLOR.muted).text(`${n}.${clause}`, left, top, { width: numberWidth, lineBreak: false });
        const isKey = /^[a-z_]/.test(block.name);
        doc
          .font(isKey ? "Courier-Bold" : "Helvetica-Bold")
          .fontSize(10.5)
          .fillColor(COLOR.ink)
          .text(block.name, left + numberWidth, top, {
            width: inner,
          });
        doc.moveDown(0.2);
        doc
          .font("Helvetica")
          .fontSize(10.5)
          .text(block.text, left + numberWidth, doc.y, { width: inner, lineGap });
        doc.moveDown(0.3);
        for (const [label, value] of block.facts) {
          const rowTop = doc.y;
          doc.font("Helvetica-Bold").fontSize(9.5).fillColor(COLOR.muted);
          doc.text(label, left + numberWidth, rowTop, { width: 44, lineBreak: false });
          doc
            .font("Helvetica")
            .fillColor(COLOR.ink)
            .text(value, left + numberWidth + 44, rowTop, {
              width: inner - 44,
            });
          doc.moveDown(0.15);
        }
        doc.moveDown(0.7);
      }
    }
  });

  // Closing line.
  if (doc.y + 40 > doc.page.height - PAGE.margin) doc.addPage();
  doc.moveDown(0.8);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.75)
    .stroke(COLOR.rule);
  doc.moveDown(0.8);
  doc.font("Helvetica").fontSize(9.5).fillColor(COLOR.muted).text(`Postloom \u00b7 ${CONTACT} \u00b7 ${spec.title}, ${DOCUMENT_DATE}`, left, doc.y, { width });

  // Footer on every page: written with the bottom margin lifted, so pdfkit does not add pages.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - PAGE.margin + 24;
    doc
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8)
      .lineWidth(0.5)
      .stroke(COLOR.rule);
    doc.font("Helvetica").fontSize(8.5).fillColor(COLOR.muted);
    doc.text(`Postloom \u00b7 ${spec.title} \u00b7 ${DOCUMENT_DATE}`, left, footerY, {
      width: width / 2,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, left + width / 2, footerY, {
      width: width / 2,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  return new Promise((resolve, reject) => {
    stream.on("finish", () => resolve());
    stream.on("error", reject);
  });
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const spec of [TERMS, COOKIES]) {
    await render(spec);
    console.log(`wrote public/legal/${spec.file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
