import Link from "next/link";

import { Logo } from "@/components/marketing/logo";
import { TopBarActions } from "@/components/marketing/top-bar-actions.server";
import { auth } from "@/lib/auth";

const NAV = [
  { href: "/#how-it-works", label: "How it works" },
  { href: "/#benefits", label: "Benefits" },
  { href: "/#pricing", label: "Pricing" },
];

type FooterEntry = { href: string; label: string };

/** The footer's columns; the last link is the way in: 'Log in', or for someone signed in, their dashboard. */
const footerColumns = (signedIn: boolean): { title: string; links: FooterEntry[] }[] => [
  {
    title: "Product",
    links: [
      { href: "/#how-it-works", label: "How it works" },
      { href: "/#benefits", label: "Benefits" },
      { href: "/#pricing", label: "Pricing" },
      { href: "/post-generator", label: "Post generator" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/terms", label: "Terms and Conditions" },
      { href: "/cookie-policy", label: "Cookie Policy" },
      { href: "/privacy.html", label: "Privacy Policy" },
      { href: "/#testimonials", label: "Customer stories" },
    ],
  },
  {
    title: "Connect",
    links: [
      { href: "mailto:hello@postloom.app", label: "hello@postloom.app" },
      { href: "/feedback", label: "Send feedback" },
      signedIn ? { href: "/dashboard", label: "Go to Dashboard" } : { href: "/login", label: "Log in" },
    ],
  },
];

// Only routes handled by the app go through next/link; the static page and mailto stay plain.
function FooterLink({ href, label }: FooterEntry) {
  const className = "inline-flex min-h-11 min-w-11 items-center text-sm text-muted-foreground transition-colors duration-150 hover:text-foreground";
  if (href.startsWith("mailto:") || href.endsWith(".html")) {
    return (
      <a href={href} className={className}>
        {label}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {label}
    </Link>
  );
}

export default async function MarketingLayout({ children }: { children: React.ReactNode }) {
  const year = new Date().getFullYear();
  const signedIn = Boolean((await auth())?.user);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-3 focus:text-sm focus:font-medium focus:shadow-md"
      >
        Skip to content
      </a>

      <header className="sticky top-0 z-40 border-b bg-background/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-6">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4">
          <Link href="/" aria-label="Postloom home" className="-m-1.5 flex min-h-11 items-center rounded-md p-1.5">
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors duration-150 hover:text-foreground"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <TopBarActions />
        </div>
      </header>

      <main id="main-content" className="flex-1">
        {children}
      </main>

      <footer className="below-fold border-t bg-muted/40">
        <div className="px-4 sm:px-6">
          <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 md:grid-cols-[1.4fr_repeat(3,1fr)]">
            <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
              <Link href="/" aria-label="Postloom home" className="-m-1.5 inline-flex min-h-11 items-center rounded-md p-1.5">
                <Logo />
              </Link>
              <p className="mt-3 text-sm leading-6 text-muted-foreground">
                Posts woven from your brand. Written for you, checked by you, published when you say so.
              </p>
            </div>
            {footerColumns(signedIn).map((column) => (
              <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
                <h2 id={`footer-${column.title.toLowerCase()}`} className="text-sm font-semibold text-foreground">
                  {column.title}
                </h2>
                <ul className="mt-2">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <FooterLink {...link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="border-t px-4 sm:px-6">
          <div className="mx-auto flex max-w-6xl flex-col gap-2 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
            <p>
              © <span className="font-mono">{year}</span> Postloom. All rights reserved.
            </p>
            <p>Made for small businesses that would rather be running their business.</p>
          </div>
        </div>
      </footer>
    </div>
  );
}
