"use client";
// Marks a screen whose outside service runs as a local simulation (docs/architecture.md, "Production and sandbox").
import Link from "next/link";
import { FlaskConical } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { SANDBOX_SWITCH, type SandboxService } from "@/lib/sandbox";

export function SandboxBadge({ service, label = "Sandbox", href }: { service: SandboxService; label?: string; href?: string }) {
  const hint = `This runs as a local simulation. Set ${SANDBOX_SWITCH[service]} to use the real service.`;
  const badge = (
    <Badge variant="warning" className="gap-1">
      <FlaskConical aria-hidden="true" className="size-3" />
      {label}
    </Badge>
  );
  return (
    <TooltipProvider delayDuration={150}>
      <Tooltip>
        <TooltipTrigger asChild>
          {href ? (
            <Link href={href} className="rounded-md" aria-label={`${label}: ${hint}`}>
              {badge}
            </Link>
          ) : (
            <span tabIndex={0} className="rounded-md" aria-label={`${label}: ${hint}`}>
              {badge}
            </span>
          )}
        </TooltipTrigger>
        <TooltipContent>{hint}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
