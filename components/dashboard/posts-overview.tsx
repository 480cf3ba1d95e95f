"use client";
// Posts Overview (docs/product.md §3 post stats): Created, Published, publish rate, latest post date.
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/lib/client/use-format";
import { usePostStats } from "@/lib/client/use-posts";

export function PostsOverview() {
  const format = useFormat();
  const { data, isPending, isError } = usePostStats();
  const figures = data && [
    { label: "Created", value: format.number(data.postCount) },
    { label: "Published", value: format.number(data.postsPublished) },
    { label: "Publish rate", value: `${Math.round((data.publishRate ?? 0) * 100)}%` },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Posts Overview</CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-destructive">Error loading dashboard</p>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-3">
              {(figures ?? [{ label: "Created" }, { label: "Published" }, { label: "Publish rate" }]).map((f) => (
                <div key={f.label} className="rounded-md border bg-muted/40 p-3">
                  <dt className="text-xs text-muted-foreground">{f.label}</dt>
                  <dd className="mt-1 font-mono text-2xl font-semibold">{"value" in f ? f.value : <Skeleton className="h-8 w-12" />}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 text-sm text-muted-foreground">
              {isPending ? (
                <Skeleton className="inline-block h-4 w-40 align-middle" />
              ) : (
                <>
                  Latest post: <span className="text-foreground">{data?.latestPostDate ? format.longDate(data.latestPostDate) : "none yet"}</span>
                </>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
