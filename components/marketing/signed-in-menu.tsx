"use client";
// The account menu and its toasts on the landing page, loaded only when someone is signed in,
// so visitors do not download the menu, dialog and toast code (landing JS budget).
import dynamic from "next/dynamic";

export const SignedInMenu = dynamic(() => import("./signed-in-menu-content").then((m) => m.SignedInMenuContent), {
  loading: () => <span className="inline-block size-10" aria-hidden="true" />,
});
