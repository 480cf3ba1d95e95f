// 'View post': a delivered post on its platform, in a new tab (Post Details, and a published post in the workspace).
import { ExternalLink } from "lucide-react";
import { cn } from "@/lib/utils";
import { platformLabel } from "./labels";

export function ViewPostLink({ platform, href, className }: { platform: string; href: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline", className)}
    >
      View post
      <ExternalLink aria-hidden="true" className="size-3" />
      <span className="sr-only"> on {platformLabel(platform)} (opens in a new tab)</span>
    </a>
  );
}
