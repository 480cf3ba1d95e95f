import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { ServiceWorker } from "@/components/app-shell/service-worker";
import { FormatProvider } from "@/lib/client/use-format";
import { NowProvider } from "@/lib/client/use-now";
import { WideGuessProvider } from "@/lib/client/use-wide";
import { requestLocale } from "@/lib/http/request-format";
import { requestFromPhone } from "@/lib/http/screen-guess";
import { GeistMono, GeistSans } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Postloom", template: "%s · Postloom" },
  description: "Postloom writes your social media posts from your brand, then publishes or schedules them to your Facebook Page.",
  applicationName: "Postloom",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfbfe" },
    { media: "(prefers-color-scheme: dark)", color: "#15161f" },
  ],
};

// Runs before paint so the stored or system theme is applied with no flash.
const themeScript = `(()=>{try{var t=localStorage.getItem("theme");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);document.documentElement.style.colorScheme=d?"dark":"light"}catch(e){}})()`;

/** The nonce of this response's Content-Security-Policy (proxy.ts); reading it renders every page per request. */
async function cspNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy");
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${GeistSans.variable} ${GeistMono.variable}`} suppressHydrationWarning>
      <head>
        <script nonce={await cspNonce()} dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-dvh font-sans">
        <FormatProvider locale={await requestLocale()}>
          <NowProvider renderedAt={Date.now()}>
            <WideGuessProvider wide={!(await requestFromPhone())}>{children}</WideGuessProvider>
            <ServiceWorker />
          </NowProvider>
        </FormatProvider>
      </body>
    </html>
  );
}
