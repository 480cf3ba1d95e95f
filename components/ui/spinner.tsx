import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

type SpinnerProps = React.ComponentProps<"svg"> & {
  /** Text announced to screen readers (visually hidden). */
  label?: string;
  /** Extra classes for the outer `role="status"` wrapper. */
  wrapperClassName?: string;
};

function Spinner({ className, label = "Loading", wrapperClassName, ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center justify-center", wrapperClassName)}>
      <Loader2Icon aria-hidden="true" className={cn("size-4 animate-spin", className)} {...props} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
export type { SpinnerProps };
