import { expect, test } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';

test('connects all four of the demo person’s accounts from Settings, and they stay connected', async ({
  page,
}) => {
  const demo = readManifest()?.demo;
  if (!demo?.lens || !demo.x) throw new Error('the sandbox has no complete demo person');
  await page.goto('/settings');
  const accounts = page.getByRole('region', { name: 'Accounts' });

  const bsky = page.getByRole('form', { name: 'Connect Bluesky' });
  await bsky.getByLabel('Bluesky handle').fill(demo.bsky.handle);
  await bsky.getByLabel('App password').fill(demo.bsky.password);
  await bsky.getByRole('button', { name: 'Connect Bluesky' }).click();
  await expect(accounts.getByRole('listitem')).toHaveCount(1);

  const farcaster = page.getByRole('form', { name: 'Connect Farcaster' });
  await farcaster.getByLabel('Farcaster username').fill('nobody-here');
  await farcaster.getByRole('button', { name: 'Connect Farcaster' }).click();
  await expect(farcaster.getByRole('alert')).toHaveText(
    'No Farcaster account is named @nobody-here.',
  );
  await farcaster.getByLabel('Farcaster username').fill(demo.farcaster.fname);
  await farcaster.getByRole('button', { name: 'Connect Farcaster' }).click();
  await expect(accounts.getByRole('listitem')).toHaveCount(2);

  const lens = page.getByRole('form', { name: 'Connect Lens' });
  await lens.getByLabel('Lens username').fill('ada'); // owned by another wallet
  await lens.getByRole('button', { name: 'Connect Lens' }).click();
  await expect(lens.getByRole('alert')).toHaveText('This wallet does not own lens/ada.');
  await lens.getByLabel('Lens username').fill(demo.lens.localName);
  await lens.getByRole('button', { name: 'Connect Lens' }).click();
  await expect(accounts.getByRole('listitem')).toHaveCount(3);

  // The account checker (reading.md §4.10): accounts but no Polycast account opens the account
  // modal; creating it proves each profile (signing in to the account that links them, if any).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(3);
  const modal = page.getByRole('dialog', { name: 'Create your Polycast account' });
  await expect(modal.getByRole('listitem')).toHaveCount(3);
  await modal.getByRole('button', { name: 'Create account' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Accounts' })).toContainText(
    /Signed in to your Polycast account \([34] linked profiles\)/,
  );

  // X signs in on the server, for this device's Polycast account, and links itself there.
  await page.getByRole('button', { name: 'Connect X' }).click();
  await page.waitForURL(/\/settings$/);
  await expect(accounts.getByRole('listitem')).toHaveCount(4);
  for (const network of ['Bluesky', 'Farcaster', 'Lens', 'X']) {
    await expect(accounts.getByRole('listitem').filter({ hasText: network })).toHaveCount(1);
  }
  await expect(page.getByRole('region', { name: 'Accounts' })).toContainText(
    'Signed in to your Polycast account (4 linked profiles)',
  );

  await page.reload();
  await expect(page.getByRole('region', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Accounts' })).toContainText(
    'Signed in to your Polycast account (4 linked profiles)',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Each network's credentials are in the vault, none in the log.
  const vault = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('polycast-vault');
      request.onsuccess = () => resolve(request.result);
    });
    return new Promise<string[]>((resolve) => {
      const request = db.transaction('secrets').objectStore('secrets').getAllKeys();
      request.onsuccess = () =>
        resolve(
          (request.result as string[]).map((k) =>
            // The Polycast entries by name: its session, and the networks the server may post on.
            k.startsWith('Polycast:')
              ? k.split(':').slice(0, 2).join(':')
              : (k.split(':')[0] ?? ''),
          ),
        );
    });
  });
  // The log and its snapshots hold public facts only: no password, token or key.
  const logged = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('polycast');
      request.onsuccess = () => resolve(request.result);
    });
    const all = (store: string) =>
      new Promise<unknown[]>((resolve) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
      });
    return JSON.stringify([await all('events'), await all('snapshots')]);
  });
  expect(logged).toContain(demo.bsky.handle);
  expect(logged).not.toContain(demo.bsky.password);
  expect(logged).not.toMatch(/eyJ[\w-]{10,}/); // a JWT (Bluesky, Lens, the X stand-in)
  expect(logged).not.toMatch(/accessToken|refreshToken|signerPrivateKey|sessionToken/i);
  // X tokens stay on the server; the Polycast session token is sealed here too, and so is
  // the list of networks the server may post on (scheduling offline reads it).
  expect(vault.sort()).toEqual([
    'Bsky',
    'Farcaster',
    'Lens',
    'Polycast:delegations',
    'Polycast:session',
  ]);
});
