import type { Metadata } from "next";
import { Suspense } from "react";
import { YourPosts } from "./your-posts";

export const metadata: Metadata = { title: "Your Posts" };

export default function YourPostsPage() {
  return (
    <Suspense>
      <YourPosts />
    </Suspense>
  );
}
