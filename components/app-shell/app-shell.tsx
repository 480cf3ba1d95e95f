"use client";
// The shell of every protected page (docs/product.md §2): fixed top bar, sidebar fixed on large
// screens and a 16rem slide-in drawer on small ones, no sidebar on /onboarding.
import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import Link, { useLinkStatus } from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Logo } from "@/components/marketing/logo";
import { HydrateApart } from "@/components/hydrate-apart";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useOpenedOnce } from "@/lib/client/use-opened-once";
import { cn } from "@/lib/utils";
import { AccountMenu } from "./account-menu";
import { NotificationBell } from "./notification-bell";
import { NAV_ITEMS } from "./nav-items";
import { PlanStatus } from "./plan-status";

// Pressing the menu button starts loading the drawer, before the press ends and opens it.
const loadDrawer = () => import("./navigation-drawer");
const NavigationDrawer = dynamic(() => loadDrawer().then((m) => m.NavigationDrawer));

// Pages answer in one piece, with no loading screen between (a streamed loading screen held back the
// first load's content): the link being opened says so until its page arrives.
function PendingMark() {
  const { pending } = useLinkStatus();
  return pending ? <Spinner label="Loading..." wrapperClassName="ml-auto" /> : null;
}

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-3">
      {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <Link
            key={href}
            href={href}
            onClick={onNavigate}
            aria-current={current ? "page" : undefined}
            className={cn(
              "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors duration-150",
              current ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
            <PendingMark />
          </Link>
        );
      })}
    </nav>
  );
}

export function AppShell({ email, children }: { email: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const withSidebar = pathname !== "/onboarding";

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-3 border-b bg-background/95 px-3 backdrop-blur sm:px-5">
        {withSidebar && (
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open navigation"
            onPointerDown={() => void loadDrawer()}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="size-5" />
          </Button>
        )}
        <Link href="/dashboard" className="rounded-md" aria-label="Postloom dashboard">
          <Logo wordmarkClassName="hidden min-[420px]:inline" />
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <HydrateApart>
            {withSidebar && <PlanStatus />}
            <span className="hidden max-w-xs truncate text-sm text-muted-foreground md:inline" data-testid="user-email">
              {email}
            </span>
            {withSidebar && <NotificationBell />}
            <AccountMenu email={email} />
          </HydrateApart>
        </div>
      </header>

      {withSidebar && (
        <>
          <aside className="fixed inset-y-0 left-0 top-16 z-30 hidden w-64 border-r bg-background lg:block">
            <HydrateApart>
              <SidebarNav />
            </HydrateApart>
          </aside>
          {drawerOpened && (
            <NavigationDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
              <SidebarNav onNavigate={() => setDrawerOpen(false)} />
            </NavigationDrawer>
          )}
        </>
      )}

      <main id="main" className={cn("pt-16", withSidebar && "lg:pl-64")}>
        <div className="px-4 py-6 sm:px-6 lg:px-8">{children}</div>
      </main>
    </div>
  );
}
