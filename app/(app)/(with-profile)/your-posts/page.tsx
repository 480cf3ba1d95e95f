import type { Metadata } from "next";
import { YourPosts } from "./your-posts";

export const metadata: Metadata = { title: "Your Posts" };

// No Suspense boundary of its own: the page is part of the server's first answer (docs/decisions/0002).
export default function YourPostsPage() {
  return <YourPosts />;
}
