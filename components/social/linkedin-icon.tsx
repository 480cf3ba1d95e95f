import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** LinkedIn's "in" mark in its brand blue (lucide-react has no brand icons). */
export function LinkedInIcon({ className, ...props }: Omit<ComponentProps<"svg">, "children">) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn("size-5 shrink-0", className)} {...props}>
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path
        fill="#fff"
        d="M7.1 9.6h-2.6V19h2.6V9.6ZM5.8 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM19.5 13.6c0-2.6-.6-4.2-3.5-4.2-1.4 0-2.3.5-2.7 1.3V9.6h-2.5V19h2.6v-4.7c0-1.2.2-2.4 1.8-2.4 1.5 0 1.6 1.4 1.6 2.5V19h2.7v-5.4Z"
      />
    </svg>
  );
}
