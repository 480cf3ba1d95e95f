import type { Metadata } from "next";
import { ContentCalendar } from "./content-calendar";

export const metadata: Metadata = { title: "Calendar" };

// No Suspense boundary of its own: the page is part of the server's first answer (docs/decisions/0002).
export default function CalendarPage() {
  return <ContentCalendar />;
}
