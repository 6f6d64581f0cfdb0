import type { UploadCheckpoints } from '../source';

/**
 * Hands checkpoints to the caller one at a time, in the order they were
 * taken, so a later (fuller) checkpoint never lands before an earlier one.
 * A save that fails costs only that resume point: the upload goes on.
 */
export function checkpointWriter(checkpoints: UploadCheckpoints | undefined) {
  let last: Promise<void> = Promise.resolve();
  return {
    save(checkpoint: unknown): void {
      if (!checkpoints) return;
      last = last.then(() => checkpoints.save(checkpoint)).catch(() => undefined);
    },
    /** Resolves once every checkpoint handed over so far was saved (or failed to be). */
    flush(): Promise<void> {
      return last;
    },
  };
}

export type CheckpointWriter = ReturnType<typeof checkpointWriter>;
