// A tiny store so the API client (outside React) can open the global Subscription Required dialog, with
// the reason the server gave and, where it is not a missing subscription (credits run out), its own title
// (null while closed).
type Listener = () => void;
export type SubscriptionDialogReason = { message: string; title: string };
let reason: SubscriptionDialogReason | null = null;
const listeners = new Set<Listener>();

function set(next: SubscriptionDialogReason | null) {
  if (reason?.message === next?.message && reason?.title === next?.title) return;
  reason = next;
  listeners.forEach((l) => l());
}

export const subscriptionDialogStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => reason,
  getServerSnapshot: () => null,
  open: (message: string, title = "Subscription Required") => set({ message, title }),
  close: () => set(null),
};
