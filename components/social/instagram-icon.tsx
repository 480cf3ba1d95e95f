import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Instagram's camera mark on its gradient (lucide-react has no brand icons). */
export function InstagramIcon({ className, ...props }: Omit<ComponentProps<"svg">, "children">) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn("size-5 shrink-0", className)} {...props}>
      <defs>
        <radialGradient id="postloom-instagram-gradient" cx="0.3" cy="1.07" r="1.2">
          <stop offset="0" stopColor="#FED576" />
          <stop offset="0.26" stopColor="#F47133" />
          <stop offset="0.61" stopColor="#BC3081" />
          <stop offset="1" stopColor="#4C63D2" />
        </radialGradient>
      </defs>
      <rect width="24" height="24" rx="6.5" fill="url(#postloom-instagram-gradient)" />
      <rect x="5.5" y="5.5" width="13" height="13" rx="3.8" fill="none" stroke="#fff" strokeWidth="1.7" />
      <circle cx="12" cy="12" r="3.1" fill="none" stroke="#fff" strokeWidth="1.7" />
      <circle cx="16.1" cy="7.9" r="0.95" fill="#fff" />
    </svg>
  );
}
