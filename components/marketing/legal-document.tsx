import Link from "next/link";

import { ArrowLeftIcon, DownloadIcon } from "@/components/marketing/icons";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const LEGAL_LINKS = [
  { href: "/privacy.html", label: "Privacy Policy" },
  { href: "/terms", label: "Terms and Conditions" },
  { href: "/cookie-policy", label: "Cookie Policy" },
];

const linkClass = "inline-flex min-h-11 items-center rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline";

// Shared frame of /terms and /cookie-policy: the PDF from public/legal/ in an 800 px frame.
// The PDFs are written by scripts/make-legal-pdfs.ts.
export function LegalDocument({
  title,
  pdf,
  updated,
  children,
}: {
  title: string;
  /** Path of the PDF under public/, e.g. "/legal/terms.pdf". */
  pdf: string;
  updated: string;
  children: React.ReactNode;
}) {
  const fileName = pdf.split("/").pop();

  return (
    <div className="px-4 sm:px-6">
      <article className="mx-auto max-w-6xl py-10 sm:py-14">
        <Link href="/" className={cn(linkClass, "-ml-1 gap-2 px-1 text-muted-foreground hover:text-foreground")}>
          <ArrowLeftIcon />
          Back to home
        </Link>

        <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
            <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
            <p className="mt-4 leading-7 text-muted-foreground">{children}</p>
          </div>
          <a href={pdf} download={fileName} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "self-start sm:self-auto")}>
            <DownloadIcon />
            Download PDF
          </a>
        </header>

        <iframe src={pdf} title={title} className="mt-8 block h-[800px] w-full rounded-lg border bg-muted" style={{ height: 800, width: "100%" }} />
        <p className="mt-3 text-sm text-muted-foreground">
          Can&rsquo;t see the document?{" "}
          <a href={pdf} className="font-medium text-primary underline underline-offset-4">
            Open the {title} as a PDF
          </a>
          .
        </p>

        <nav aria-label="Legal documents" className="mt-10 border-t pt-4">
          <ul className="flex flex-wrap gap-x-6">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                {link.href.endsWith(".html") ? (
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                ) : (
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </div>
  );
}
