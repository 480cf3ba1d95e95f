import type { Metadata } from "next";
import { env } from "@/lib/env";
import { MediaLibrary } from "./media-library";

export const metadata: Metadata = { title: "Media Library" };

export default function MediaPage() {
  return <MediaLibrary uploadsEnabled={env.modes.storage !== "off"} altTextSuggestions={env.modes.ai === "production"} />;
}
