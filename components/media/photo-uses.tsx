"use client";
// The posts a photo is on, as the library and its questions name them: each post's first words, its status, and its
// day on the calendar, opening it in the workspace.
import Link from "next/link";
import { POST_STATUS_LABELS } from "@/components/posts/labels";
import { useFormat } from "@/lib/client/use-format";
import type { PhotoUse } from "@/lib/media/schemas";

export function PhotoUses({ uses, label }: { uses: PhotoUse[]; label: string }) {
  const format = useFormat();
  return (
    <ul aria-label={label} className="divide-y rounded-md border text-sm">
      {uses.map((use) => (
        <li key={use.id} className="px-3 py-2">
          <Link href={`/post-generator?post=${use.id}`} className="line-clamp-2 font-medium break-words underline-offset-4 hover:underline">
            {use.excerpt}
          </Link>
          <p className="text-xs text-muted-foreground">
            {POST_STATUS_LABELS[use.status] ?? use.status}
            {use.at && ` · ${format.dateTime(use.at)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
