import type { Metadata } from "next";
import { Suspense } from "react";
import { ContentCalendar } from "./content-calendar";

export const metadata: Metadata = { title: "Calendar" };

export default function CalendarPage() {
  return (
    <Suspense>
      <ContentCalendar />
    </Suspense>
  );
}
