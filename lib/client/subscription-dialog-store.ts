// A tiny store so the API client (outside React) can open the global Subscription Required dialog.
type Listener = () => void;
let open = false;
const listeners = new Set<Listener>();

export const subscriptionDialogStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => open,
  getServerSnapshot: () => false,
  setOpen(next: boolean) {
    if (open === next) return;
    open = next;
    listeners.forEach((l) => l());
  },
};
