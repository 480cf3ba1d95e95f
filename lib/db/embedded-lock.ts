// The embedded database's lock file: `${dataDir}/pglite.lock` holds the owner's pid. PGlite is one process per
// data folder; two processes writing the same folder corrupt it.
import "server-only";
import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

function readLockPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function tryAcquireLock(file: string): { acquired: true } | { acquired: false; pid: number } {
  // Write the pid to a private file, then hard-link it into place: the link either
  // fails (EEXIST) or produces a complete lock file, never an empty one.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(temp, file);
        return { acquired: true };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const pid = readLockPid(file);
      // Our own pid in an existing lock can only be a leftover from an earlier run
      // (e.g. a restarted container where the app always gets the same pid).
      if (pid !== undefined && pid !== process.pid && isProcessAlive(pid)) return { acquired: false, pid };
      try {
        unlinkSync(file); // stale: its owner is gone
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    throw new Error(`Could not create the lock file ${file}.`);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
  }
}

export async function acquireLock(dataDir: string): Promise<() => void> {
  const file = path.join(dataDir, "pglite.lock");
  // Wait briefly: a dev server restarting may still be shutting down the previous process.
  const deadline = Date.now() + 3000;
  for (;;) {
    const result = tryAcquireLock(file);
    if (result.acquired) break;
    if (Date.now() >= deadline) {
      throw new Error(
        `Another Postloom process is using the embedded database in ${dataDir} (pid ${result.pid}). ` + "Stop it or set DATA_DIR to another folder.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    try {
      if (readLockPid(file) === process.pid) unlinkSync(file);
    } catch {
      // nothing to release
    }
  };
  process.on("exit", release);
  return release;
}
