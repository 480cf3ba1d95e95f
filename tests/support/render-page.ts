// Server pages called as functions, the way Next calls them: notFound() and redirect() throw Next's
// signals, whose digest names the status and, for a redirect, where it leads.
import { isValidElement, type ReactNode } from "react";

export type RenderedPage = { status: 200; page: ReactNode } | { status: 404 } | { status: 307; location: string };

export async function renderPage(page: () => Promise<ReactNode> | ReactNode): Promise<RenderedPage> {
  try {
    const element = await page();
    if (!isValidElement(element)) throw new Error("The page did not render an element");
    return { status: 200, page: element };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return { status: 404 };
    if (digest.startsWith("NEXT_REDIRECT;")) return { status: 307, location: digest.split(";")[2]! };
    throw error;
  }
}
