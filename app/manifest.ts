// The web app manifest (/manifest.webmanifest): Postloom installs as an app on a phone or a computer, and opens
// on the dashboard in its own window. The service worker it registers (public/sw.js) caches the app shell only.
// Installed on a phone, it is offered in the share sheet of the gallery: photos shared to it are POSTed to /share
// (app/share/route.ts) and open in a new post.
import type { MetadataRoute } from "next";

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Postloom",
    short_name: "Postloom",
    description: "Write, preview and publish your business's social media posts.",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    background_color: "#fbfbfe",
    theme_color: "#3436b2",
    share_target: {
      action: "/share",
      method: "POST",
      enctype: "multipart/form-data",
      params: { files: [{ name: "photos", accept: ["image/*", ".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif", ".avif"] }] },
    },
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
