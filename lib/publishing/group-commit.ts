// Group commit: items that arrive while a write is under way go together in the next write, so many
// concurrent deliveries cost a few statements, not one each. Each item's promise resolves with its own result.
import "server-only";

export function groupCommit<T, R>(write: (batch: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let queue: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (queue.length) {
      const batch = queue;
      queue = [];
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, i) => entry.resolve(results[i]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
