// Toasts at 390 px cover no control: not the top bar, and not a dialog's title or controls while it stays open
// (the 1280 px run: toasts.spec.ts).
import { toastOverConfirmPost, toastPlacementTests } from "./support/toasts";

toastPlacementTests(390, {
  title: "a toast while the Confirm Post dialog with four connections stays open covers neither its title nor its controls",
  raise: toastOverConfirmPost,
});
