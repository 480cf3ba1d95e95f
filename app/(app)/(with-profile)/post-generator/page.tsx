import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { getWorkspaceContext } from "@/lib/posts/get-workspace-context";
import { PostWorkspace } from "./post-workspace";

export const metadata: Metadata = { title: "Post Workspace" };

export default async function Page({ searchParams }: PageProps<"/post-generator">) {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const { post } = await searchParams;
  const context = await getWorkspaceContext(session.user.id, typeof post === "string" ? post : undefined);
  return <PostWorkspace brandName={context.brandName} creditBalance={context.creditBalance} writer={context.writer} imageCost={context.imageCost} initialPost={context.post} />;
}
