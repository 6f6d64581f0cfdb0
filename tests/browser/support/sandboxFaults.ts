import { expect, type Page } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';

/**
 * Sets one sandbox network's faults through the admin API (see
 * sandbox/faults/faultConfig.ts: errorRate, errorStatus, paths, …), or with
 * `null` clears every network's.
 */
export async function setFaults(
  page: Page,
  network: string,
  config: Record<string, unknown> | null,
): Promise<void> {
  const admin = readManifest()?.admin.url;
  if (!admin) throw new Error('no sandbox admin');
  const answer = config
    ? await page.request.put(`${admin}/faults/${network}`, { data: config })
    : await page.request.delete(`${admin}/faults`);
  expect(answer.ok()).toBe(true);
}
