import { readManifest } from '../../sandbox/manifest';
import { createFarcasterReads } from '@/sources/farcaster/farcasterReads';
import { newFarcasterAccount, value } from '../support/sandboxAccounts';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

const signal = () => AbortSignal.timeout(20_000);

/**
 * Issue 21, reading.md §2.13, §4.6: another person likes and replies to the
 * demo person's cast; at the next poll (a minute later on Farcaster) the
 * 'New notifications' indicator shows and the sidebar's Notifications link
 * leads to the Farcaster tab, which lists the reply; opening it reads it.
 */
test('a like and a reply on Farcaster bring the indicator; the link leads to the tab, and opening it clears the indicator', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const manifest = readManifest();
  const demo = manifest?.demo?.farcaster;
  if (!manifest || !demo) throw new Error('no demo person in the sandbox');
  // The poll's minute is moved on by the test, not waited for.
  await page.clock.install();

  // Opening the tab reads what is there now.
  await openAsDemo(page, '/notifications/farcaster');
  const list = page.getByRole('list', { name: 'Your notifications on Farcaster' });
  await expect(list.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  const indicator = page.getByRole('link', { name: 'New notifications', exact: true });
  await expect(indicator).toHaveCount(0);
  await page.getByRole('link', { name: 'Home', exact: true }).click();

  // Someone new likes the demo person's latest cast and replies to it.
  const demoReads = createFarcasterReads({ hubUrl: manifest.farcaster?.hub ?? '', fid: demo.fid });
  const latest = value(await demoReads.authorPosts(String(demo.fid), undefined, signal())).items[0];
  if (!latest) throw new Error('the demo person has no cast');
  const other = await newFarcasterAccount(manifest);
  value(await other.source.setToggle('like', latest.id, true, signal()));
  const replyText = `Nice one, from ${other.fid}`;
  const prepared = value(
    await other.source.prepare(
      { text: replyText, media: [], replyTo: latest.id },
      `notif-${other.fid}`,
      signal(),
    ),
  );
  value(await other.source.publish(prepared, signal()));

  // A minute on, the poll finds them.
  await page.clock.fastForward('01:05');
  await expect(indicator).toBeVisible({ timeout: 20_000 });
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const notificationsLink = navigation.getByRole('link', { name: 'Notifications', exact: true });
  await expect(notificationsLink).toHaveAttribute('href', '/notifications/farcaster');
  await expect(notificationsLink).toHaveClass(/attention/);

  await notificationsLink.click();
  await expect(page).toHaveURL(/\/notifications\/farcaster$/);
  await expect(
    list.getByRole('article', { name: `!${other.fid} replied to your cast` }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(list.getByRole('link', { name: replyText })).toBeVisible();
  await expect(list.getByRole('article', { name: `!${other.fid} liked your cast` })).toBeVisible();
  // Opened, it is read: the indicator goes and the link no longer calls.
  await expect(indicator).toHaveCount(0);
  await expect(notificationsLink).not.toHaveClass(/attention/);
});
