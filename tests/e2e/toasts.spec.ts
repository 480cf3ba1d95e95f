// Toasts at 1280 px cover no control: not the top bar's bell and account menu, and not a dialog's title or
// controls while it stays open (the 390 px run: toasts.mobile.spec.ts).
import { toastOverOptions, toastPlacementTests } from "./support/toasts";

toastPlacementTests(1280, {
  title: "a toast while a wide dialog stays open (three options side by side) covers neither its title nor its controls",
  raise: (page) => toastOverOptions(page),
});
