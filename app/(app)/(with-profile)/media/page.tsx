import type { Metadata } from "next";
import { MediaLibrary } from "./media-library";

export const metadata: Metadata = { title: "Media Library" };

export default function MediaPage() {
  return <MediaLibrary />;
}
