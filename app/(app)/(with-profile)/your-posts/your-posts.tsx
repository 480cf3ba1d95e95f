"use client";
// Your Posts (docs/product.md §2): filters, a 600 px list, pagination; filter and page live in the URL.
import { FileText } from "lucide-react";
import Link from "next/link";
import { type ReadonlyURLSearchParams, usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/page-header";
import { PostCard, PostCardSkeleton } from "@/components/posts/post-card";
import { PostDetailsDialog } from "@/components/posts/post-details-dialog";
import { Button } from "@/components/ui/button";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { api } from "@/lib/client/api";
import type { Post } from "@/lib/client/post-types";
import { usePostList } from "@/lib/client/use-posts";
import { FILTERS, filterFrom, pageWindow, type FilterValue } from "./filters";

const PAGE_SIZE = 10;

/** The way forward from an empty list, for each filter. */
const EMPTY_HINTS: Record<FilterValue, string> = {
  all: "Describe a post in the Post Workspace and Postloom writes it for you.",
  published: "Write a post, then choose 'Post Now' to publish it.",
  scheduled: "Write a post, then turn on 'Schedule Post' to send it at the time you choose.",
  generated: "Posts you write but haven't published yet wait here.",
};

export function YourPosts() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filter = filterFrom(searchParams.get("filter"));
  const pageNo = Math.max(0, Number.parseInt(searchParams.get("page") ?? "1", 10) - 1 || 0);
  const { data, isPending, isError, isPlaceholderData } = usePostList({ pageNo, status: filter.status });
  const [viewing, setViewing] = useState<Post | null>(null);
  // ?post=<id> (a notification's link) opens that post's details over the list.
  const linked = searchParams.get("post");

  useEffect(() => {
    if (isError) toast.error("Failed to load posts");
  }, [isError]);

  useEffect(() => {
    if (!linked) return;
    let current = true;
    api
      .get<Post>(`/api/post/${encodeURIComponent(linked)}`)
      .then(({ object }) => current && setViewing(object))
      .catch(() => current && toast.error("We couldn't find that post. It may have been deleted."));
    return () => {
      current = false;
    };
  }, [linked]);

  function closeDetails() {
    setViewing(null);
    if (linked) router.replace(hrefFor(pathname, searchParams, { post: null }), { scroll: false });
  }

  function navigate(next: { filter?: string; page?: number }) {
    router.push(hrefFor(pathname, searchParams, next), { scroll: false });
  }

  const total = data?.numberOfRecords ?? 0;
  const pages = data?.numberOfPages ?? 0;
  // A page beyond the last one (an old link, or posts deleted since): the reply is empty but says how many pages exist.
  // Placeholder data belongs to the previous query, so only the reply for this page decides.
  const outOfRange = data !== undefined && !isPlaceholderData && pages > 0 && pageNo >= pages;

  useEffect(() => {
    if (outOfRange) router.replace(hrefFor(pathname, searchParams, { page: pages - 1 }), { scroll: false });
  }, [outOfRange, pages, pathname, router, searchParams]);

  // The range shown never runs past the data: an out-of-range page counts as the last one until the URL is replaced.
  const shownPage = Math.min(pageNo, Math.max(0, pages - 1));
  const to = Math.min(total, (shownPage + 1) * PAGE_SIZE);
  const from = total === 0 ? 0 : Math.min(shownPage * PAGE_SIZE + 1, to);

  return (
    <>
      <PageHeader title="Your Posts" description="Everything you've written with Postloom, newest first." />
      <ToggleGroup
        type="single"
        variant="outline"
        value={filter.value}
        onValueChange={(value) => value && navigate({ filter: value })}
        aria-label="Filter posts"
        className="mb-4 flex-wrap"
      >
        {FILTERS.map((f) => (
          <ToggleGroupItem key={f.value} value={f.value} className="min-h-11 px-4">
            {f.label}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>

      <div
        // A 600 px scrolling list on wider screens; on a phone the page itself scrolls (no box within a box).
        className="min-h-72 space-y-3 rounded-lg border bg-background p-3 md:h-[600px] md:overflow-y-auto"
        aria-busy={isPending || isPlaceholderData || outOfRange}
        data-testid="post-list"
      >
        {isPending || outOfRange ? (
          Array.from({ length: 5 }, (_, i) => <PostCardSkeleton key={i} />)
        ) : isError ? (
          <p className="p-8 text-center text-muted-foreground">We couldn&apos;t load your posts. Please try again in a moment.</p>
        ) : data.postList.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
            <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
            <div className="space-y-1">
              <p className="font-medium">{filter.status ? `No ${filter.label.toLowerCase()} posts yet` : "You haven't created any posts yet"}</p>
              <p className="text-sm text-muted-foreground">{EMPTY_HINTS[filter.value]}</p>
            </div>
            <Button asChild>
              <Link href="/post-generator">Create a post</Link>
            </Button>
          </div>
        ) : (
          data.postList.map((post) => <PostCard key={post.id} post={post} atRisk={data.atRisk[post.id]} onView={setViewing} />)
        )}
      </div>

      <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total > 0 && `Showing ${from} to ${to} of ${total} posts`}
        </p>
        {pages > 1 && (
          <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
            <Button variant="outline" size="sm" className="min-h-11" disabled={shownPage === 0} onClick={() => navigate({ page: shownPage - 1 })}>
              Previous
            </Button>
            {pageWindow(shownPage, pages).map((page, i) =>
              page === null ? (
                <span key={`gap-${i}`} className="px-2 text-muted-foreground" aria-hidden="true">
                  …
                </span>
              ) : (
                <Button
                  key={page}
                  variant={page === shownPage ? "default" : "ghost"}
                  size="sm"
                  className="min-h-11 min-w-11"
                  aria-current={page === shownPage ? "page" : undefined}
                  aria-label={`Page ${page + 1}`}
                  onClick={() => navigate({ page })}
                >
                  {page + 1}
                </Button>
              ),
            )}
            <Button variant="outline" size="sm" className="min-h-11" disabled={shownPage >= pages - 1} onClick={() => navigate({ page: shownPage + 1 })}>
              Next
            </Button>
          </nav>
        )}
      </div>
      <PostDetailsDialog post={viewing} atRisk={viewing ? data?.atRisk[viewing.id] : undefined} onClose={closeDetails} />
    </>
  );
}

/**
 * The URL for a filter or page change (a new filter starts on the first page, and page 1 and All Posts stay out
 * of the URL), or with the linked post's details closed (`post: null`).
 */
function hrefFor(pathname: string, searchParams: URLSearchParams | ReadonlyURLSearchParams, next: { filter?: string; page?: number; post?: null }) {
  const params = new URLSearchParams(searchParams);
  if (next.post === null) params.delete("post");
  if (next.filter !== undefined) {
    if (next.filter === "all") params.delete("filter");
    else params.set("filter", next.filter);
    params.delete("page");
  }
  if (next.page !== undefined) {
    if (next.page === 0) params.delete("page");
    else params.set("page", String(next.page + 1));
  }
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
