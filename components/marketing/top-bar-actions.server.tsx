import "server-only";
import Link from "next/link";
import { SignedInMenu } from "@/components/marketing/signed-in-menu";
import { buttonVariants } from "@/components/ui/button";
import { auth } from "@/lib/auth";
import { cn } from "@/lib/utils";

// Right-hand side of the marketing top bar: visitor links, or 'Go to Dashboard' and the account menu.
export async function TopBarActions() {
  const session = await auth();
  if (session?.user) {
    return (
      <div className="flex items-center gap-1.5 sm:gap-2">
        <Link href="/dashboard" className={cn(buttonVariants({ size: "lg" }), "px-3.5 sm:px-5")}>
          Go to Dashboard
        </Link>
        <SignedInMenu email={session.user.email} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      <Link href="/login" className={cn(buttonVariants({ variant: "ghost", size: "lg" }), "min-w-11 px-3 sm:px-4")}>
        Log in
      </Link>
      <Link href="/login?mode=signup" className={cn(buttonVariants({ size: "lg" }), "px-3.5 sm:px-5")}>
        Sign up free
      </Link>
    </div>
  );
}
