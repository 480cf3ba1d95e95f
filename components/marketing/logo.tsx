import { cn } from "@/lib/utils";

// Postloom's mark: two warp and two weft threads in a plain weave (each crossing alternates
// over and under), which also reads as a hashtag. scripts/make-legal-pdfs.ts draws the same
// geometry, and app/icon.svg is the same mark with fixed colours.
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <g fill="none" strokeWidth="4.5" strokeLinecap="round">
        <path d="M7 12.5h18" className="stroke-primary-foreground" />
        <path d="M7 19.5h18" className="stroke-coral" />
        <path d="M12.5 7v18M19.5 7v18" className="stroke-primary-foreground" />
      </g>
      <g fill="none" strokeLinecap="butt">
        <path d="M12.5 9.5v6M19.5 16.5v6M16.5 12.5h6M9.5 19.5h6" strokeWidth="7.5" className="stroke-primary" />
        <path d="M12.5 9.5v6M19.5 16.5v6M16.5 12.5h6" strokeWidth="4.5" className="stroke-primary-foreground" />
        <path d="M9.5 19.5h6" strokeWidth="4.5" className="stroke-coral" />
      </g>
    </svg>
  );
}

/** The mark and the name; `wordmarkClassName` can hide the name where the bar is narrow (the link says it). */
export function Logo({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className={cn("text-lg font-semibold tracking-tight text-foreground", wordmarkClassName)}>Postloom</span>
    </span>
  );
}
