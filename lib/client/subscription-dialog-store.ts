// A tiny store so the API client (outside React) can open the global Subscription Required dialog, with
// the reason the server gave (null while closed).
type Listener = () => void;
let reason: string | null = null;
const listeners = new Set<Listener>();

function set(next: string | null) {
  if (reason === next) return;
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
  open: (message: string) => set(message),
  close: () => set(null),
};
