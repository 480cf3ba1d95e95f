// Work queued for the embedded worker (a plan's drafts, say) wakes it at once instead of waiting for its next
// poll. Each worker in this process registers how to wake it.
import "server-only";

const globalForWake = globalThis as unknown as { __postloomWakers?: Set<() => void> };
const wakers = (globalForWake.__postloomWakers ??= new Set<() => void>());

/** Registers a worker's wake-up; returns its removal. */
export function onWake(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export function wakeWorkers(): void {
  for (const wake of wakers) wake();
}
