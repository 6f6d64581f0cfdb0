import { expect, test } from '@playwright/test';
import { signInAsDemo, signInAsNewPerson } from './support/signInAsDemo';

const NETWORKS = ['Farcaster', 'Lens', 'X', 'Bluesky'];

test('issue 18: Settings shows each connected account with its avatar instead of its connect form; another account stays one click away', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsDemo(page);
  await page.goto('/settings');
  const accounts = page.getByRole('region', { name: 'Accounts' });
  const rows = accounts.getByRole('list', { name: 'Connected accounts' }).getByRole('listitem');
  await expect(rows).toHaveCount(4);
  for (const network of NETWORKS) {
    const avatar = rows.filter({ hasText: network }).locator('img');
    await expect(avatar).toBeVisible();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }

  // Connected everywhere: no connect form until another account is asked for.
  for (const network of ['Farcaster', 'Lens', 'Bluesky']) {
    await expect(accounts.getByRole('form', { name: `Connect ${network}` })).toHaveCount(0);
  }
  await expect(accounts.getByRole('button', { name: 'Connect X', exact: true })).toHaveCount(0);
  const another = accounts.getByRole('button', { name: 'Connect another Bluesky account' });
  await expect(another).toHaveAttribute('aria-expanded', 'false');
  await another.click();
  await expect(another).toHaveAttribute('aria-expanded', 'true');
  await expect(accounts.getByRole('form', { name: 'Connect Bluesky' })).toBeVisible();
  await expect(accounts.getByLabel('Bluesky handle')).toBeVisible();
});

test('issue 18: disconnecting a network takes it off Scheduled posting at once; destructive buttons look it; the scheduled post delete control is a labelled icon', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A person of its own: the test allows scheduled posting and disconnects an account.
  const { token, person } = await signInAsNewPerson(page);
  const x = person.accounts.find((a) => a.source === 'Twitter');
  if (!x) throw new Error('the person has no X account');
  await page.goto('/settings');
  const scheduling = page.getByRole('region', { name: 'Scheduled posting' });
  await scheduling.getByRole('button', { name: 'Allow scheduled posting on X' }).click();
  await page
    .getByRole('dialog', { name: 'Allow scheduled posting' })
    .getByRole('button', { name: 'Allow' })
    .click();
  const revokeX = scheduling.getByRole('button', { name: 'Revoke scheduled posting on X' });
  await expect(revokeX).toBeVisible({ timeout: 15_000 });
  await expect(revokeX).toHaveCSS('border-color', 'rgb(180, 35, 24)');

  // A post scheduled on X for tomorrow: its delete control is an icon with a name.
  const at = new Date(Date.now() + 24 * 3_600_000);
  const text = `Tomorrow ${Date.now().toString(36)}`;
  const created = await page.request.post('/v3/post/schedule', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      scheduleTime: at.toISOString(),
      posts: [
        {
          platform: 'Twitter',
          platformUserId: x.accountId,
          payload: JSON.stringify([{ text }]),
        },
      ],
      display_info: { content: text, media_type: ['Text'] },
      ua_type: 'web',
      groupId: crypto.randomUUID(),
    },
  });
  expect(created.status()).toBeLessThan(300);
  await page.goto('/draft?tab=Scheduled');
  const item = page
    .getByRole('list', { name: 'Scheduled posts' })
    .getByRole('listitem')
    .filter({ hasText: text });
  const remove = item.getByRole('button', { name: `Delete scheduled post: ${text}` });
  await expect(remove).toBeVisible();
  await expect(remove.locator('svg')).toBeVisible();
  await expect(remove).not.toContainText('🗑');

  // Disconnecting X ends its delegation on the server: the list says so without a reload.
  await page.goto('/settings');
  await expect(revokeX).toBeVisible();
  const disconnect = page
    .getByRole('region', { name: 'Accounts' })
    .getByRole('button', { name: `Disconnect X account @${x.handle}` });
  await expect(disconnect).toHaveCSS('border-color', 'rgb(180, 35, 24)');
  await disconnect.click();
  const dialog = page.getByRole('dialog', { name: `Disconnect @${x.handle}?` });
  await expect(dialog.getByRole('button', { name: 'Disconnect' })).toHaveCSS(
    'background-color',
    'rgb(180, 35, 24)',
  );
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Disconnected @${x.handle} on X.` }),
  ).toBeVisible();
  await expect(revokeX).toHaveCount(0);
  await expect(
    scheduling.getByRole('button', { name: 'Allow scheduled posting on X' }),
  ).toHaveCount(0);
  await expect(scheduling.getByRole('listitem')).toHaveCount(3);
});
