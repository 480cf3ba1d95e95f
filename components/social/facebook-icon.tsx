import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Facebook's "f" mark in its brand blue (lucide-react has no brand icons). */
export function FacebookIcon({ className, ...props }: Omit<ComponentProps<"svg">, "children">) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn("size-5 shrink-0", className)} {...props}>
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.12 15.47 15.65 12h-3.33V9.75c0-.95.47-1.87 1.96-1.87h1.51V4.93s-1.37-.23-2.69-.23c-2.74 0-4.53 1.66-4.53 4.67V12H5.53v3.47h3.04V24c.61.1 1.23.14 1.87.14s1.26-.05 1.87-.14v-8.53h2.81Z"
      />
    </svg>
  );
}
