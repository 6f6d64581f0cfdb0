import type { Page } from '@playwright/test';

/**
 * Grows the app's own event log (database `polycast`) by `size` events, in
 * batches of 1,000, through the event-log lab page (a page of the app's
 * origin: `lab` must be on /lab/eventlog.html, ready), and saves the
 * projections' snapshots as the app would: the log of a person who has used
 * the app for a long time. Settings changes cycling through 50 flags, so the
 * state stays small however long the log.
 */
export async function seedAppLog(lab: Page, size: number): Promise<void> {
  await lab.evaluate(
    async ({ size }) => {
      await window.lab.open('polycast');
      await window.lab.appendBatches(size / 1000, 1000, 'seed');
      await window.lab.saveSnapshots();
      await window.lab.close();
    },
    { size },
  );
}
