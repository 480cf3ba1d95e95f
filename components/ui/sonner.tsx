"use client";

import * as React from "react";
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * Sonner's rich colours for a light page, each text darkened to 4.5:1 or more on its own background (WCAG AA):
 * sonner's own are lighter (its success green is 4.25:1). Its dark theme's pass as they are.
 */
const READABLE_LIGHT_RICH_COLORS = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 36%)",
  "--warning-text": "hsl(31, 92%, 28%)",
  "--error-text": "hsl(360, 100%, 38%)",
};

/**
 * Toasts rise from the bottom of the window, clear of the top bar's bell and account menu. While they show,
 * `--toast-room` on <html> holds the height they take (useToastRoom): dialogs give up that much height, and
 * the sheet, bars and buttons fixed to the bottom rise above it, so a toast covers no control.
 */
function Toaster({ ...props }: ToasterProps) {
  const theme = useDocumentTheme();
  const room = useToastRoom();

  return (
    <Sonner
      ref={room}
      theme={theme}
      className="toaster group"
      position="bottom-right"
      richColors
      closeButton
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius-md)",
          ...(theme === "light" && READABLE_LIGHT_RICH_COLORS),
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

/** Space kept between the toasts and what makes room for them. */
const ROOM_GAP_PX = 8;

/**
 * Keeps `--toast-room` on <html> equal to the height, from the bottom of the window, that the toasts on screen
 * take (none while there are none): measured again whenever sonner adds, moves or removes one.
 */
function useToastRoom() {
  const ref = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    const toaster = ref.current;
    if (!toaster) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const shown = toaster.querySelectorAll<HTMLElement>("[data-sonner-toast]:not([data-removed='true']):not([data-visible='false'])");
      const top = Math.min(...Array.from(shown, (toast) => toast.getBoundingClientRect().top));
      const room = shown.length ? Math.max(0, Math.ceil(window.innerHeight - top)) + ROOM_GAP_PX : 0;
      root.style.setProperty("--toast-room", `${room}px`);
    };
    const remeasure = () => {
      frame ||= requestAnimationFrame(measure);
    };
    const observer = new MutationObserver(remeasure);
    observer.observe(toaster, { childList: true, subtree: true, attributes: true });
    toaster.addEventListener("transitionend", remeasure);
    window.addEventListener("resize", remeasure);
    return () => {
      observer.disconnect();
      toaster.removeEventListener("transitionend", remeasure);
      window.removeEventListener("resize", remeasure);
      cancelAnimationFrame(frame);
      root.style.removeProperty("--toast-room");
    };
  }, []);
  return ref;
}

/** Follows the `dark` class the theme script and the account menu's toggle set on <html>. */
function useDocumentTheme(): "light" | "dark" {
  return React.useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
      return () => observer.disconnect();
    },
    () => (document.documentElement.classList.contains("dark") ? "dark" : "light"),
    () => "light",
  );
}

export { Toaster };
