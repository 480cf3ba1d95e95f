import { CalendarDays, ChartNoAxesColumn, Images, LayoutDashboard, MessageSquareHeart, PenSquare, Rows3, Store } from "lucide-react";

export const NAV_ITEMS = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/business-profile", label: "Brand Profile", icon: Store },
  { href: "/post-generator", label: "Post Generator", icon: PenSquare },
  { href: "/calendar", label: "Calendar", icon: CalendarDays },
  { href: "/your-posts", label: "Your Posts", icon: Rows3 },
  { href: "/insights", label: "Insights", icon: ChartNoAxesColumn },
  { href: "/media", label: "Media Library", icon: Images },
  { href: "/feedback", label: "Feedback", icon: MessageSquareHeart },
] as const;
