// Work this process does only so many at a time: the rest wait their turn, in the order they came. A call that ends
// hands its slot straight to the first in line, so a newcomer can't take it in between; one that fails frees it too.
import "server-only";

/** A gate for at most `atOnce` calls at a time: `inTurn(call)` makes the call once a slot is free. */
export function turns(atOnce: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(call: () => Promise<T>): Promise<T> {
    if (running < atOnce) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await call();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
