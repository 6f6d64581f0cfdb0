import { accessSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MEMORY_FILESYSTEM = '/dev/shm';

/** Whether a process with this id is running (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // running, someone else's
  }
}

/**
 * Removes the folders of this prefix whose process is gone: one that was
 * killed (SIGKILL, a crash) never removed its own, and on a memory file
 * system each one holds RAM until the machine restarts.
 */
function removeOrphans(root: string, prefix: string): void {
  const owned = new RegExp(`^${prefix}(\\d+)-`);
  for (const name of readdirSync(root)) {
    const pid = Number(owned.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid))
      rmSync(join(root, name), { recursive: true, force: true });
  }
}

/**
 * A new folder for data thrown away when its process stops: a sandbox
 * network's, a browser test's profile. Where the machine has a memory file
 * system the folder is there: disk syncs then cost nothing, as on the real
 * services' hardware they cost little, instead of queueing on this
 * machine's one disk. Elsewhere it is in the usual temp folder. Its name
 * carries the process id, so the folders of killed processes are found and
 * removed by the next one.
 */
export function scratchDirectory(prefix: string): string {
  let root = tmpdir();
  try {
    accessSync(MEMORY_FILESYSTEM, constants.W_OK);
    root = MEMORY_FILESYSTEM;
  } catch {
    // No memory file system here (macOS, Windows): the temp folder it is.
  }
  removeOrphans(root, prefix);
  return mkdtempSync(join(root, `${prefix}${process.pid}-`));
}
