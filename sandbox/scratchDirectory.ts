import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MEMORY_FILESYSTEM = '/dev/shm';

/**
 * A new folder for a sandbox network's data. The sandbox throws its data
 * away when it stops, so where the machine has a memory file system the
 * folder is there: a network's disk syncs then cost nothing, as on the
 * real services' hardware they cost little, instead of queueing on this
 * machine's one disk. Elsewhere it is in the usual temp folder.
 */
export function scratchDirectory(prefix: string): string {
  let root = tmpdir();
  try {
    accessSync(MEMORY_FILESYSTEM, constants.W_OK);
    root = MEMORY_FILESYSTEM;
  } catch {
    // No memory file system here (macOS, Windows): the temp folder it is.
  }
  return mkdtempSync(join(root, prefix));
}
