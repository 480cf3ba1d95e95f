// Collects phase durations for the Server-Timing response header (visible in browser dev tools and benchmarks).
import "server-only";

export type ServerTiming = {
  measure<T>(name: string, work: () => Promise<T>): Promise<T>;
  header(): string;
};

export function createServerTiming(): ServerTiming {
  const entries: [string, number][] = [];
  return {
    async measure(name, work) {
      const start = performance.now();
      try {
        return await work();
      } finally {
        entries.push([name, performance.now() - start]);
      }
    },
    header: () => entries.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(", "),
  };
}

/** For callers that do not collect timings. */
export const noTiming: ServerTiming = { measure: (_name, work) => work(), header: () => "" };
