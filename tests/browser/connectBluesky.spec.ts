import { expect, test } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';

test('connects Bluesky with an app password; the session is sealed on the device and survives a reload', async ({
  page,
}) => {
  const demo = readManifest()?.demo?.bsky;
  if (!demo) throw new Error('no sandbox demo person');
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Connect Bluesky' });
  await form.getByLabel('Bluesky handle').fill(demo.handle);
  await form.getByLabel('App password').fill('not-the-password');
  await form.getByRole('button', { name: 'Connect Bluesky' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid handle or password');

  await form.getByLabel('App password').fill(demo.password);
  await form.getByRole('button', { name: 'Connect Bluesky' }).click();
  const accounts = page.getByRole('region', { name: 'Accounts' });
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts).toContainText(`@${demo.handle}`);
  await expect(accounts).toContainText('Polly Cast'); // the display name, read from the AppView

  await page.reload();
  await expect(page.getByRole('region', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(1);

  // The session is in the vault, sealed; the log holds only public facts.
  const stored = await page.evaluate(async () => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const all = (db: IDBDatabase, store: string) =>
      new Promise<unknown[]>((resolve) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
      });
    const vault = await open('polycast-vault');
    const secrets = (await all(vault, 'secrets')) as { data: ArrayBuffer }[];
    const log = await open('polycast');
    const events = await all(log, 'events');
    return {
      secrets: secrets.length,
      sealed: secrets.every((s) => !new TextDecoder().decode(s.data).includes('accessJwt')),
      logMentionsTokens: JSON.stringify(events).includes('Jwt'),
    };
  });
  expect(stored).toEqual({ secrets: 1, sealed: true, logMentionsTokens: false });
});
