import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { signInAsDemo } from './support/signInAsDemo';
import { connectSandboxWallet, lamportsOf, rpc, walletAsks, weiOf } from './support/sandboxWallet';

/**
 * Issue 22: tips through the sandbox wallet, as a person with a wallet
 * extension has them. ada (Farcaster fid 2) verified a funded EVM address
 * and a Solana address (sandbox accounts 1); the sandbox prices ETH at
 * $3,000 and SOL at $150.
 */
const ADA = '/profile/farcaster/2';
const tipsDialog = (page: Page) => page.getByRole('dialog', { name: 'Tips' });

async function openTip(page: Page) {
  await page.goto(ADA);
  await page.getByRole('button', { name: 'Tip @ada' }).click();
  const tips = tipsDialog(page);
  await expect(tips.getByRole('button', { name: /^Recipient: / })).toBeVisible({
    timeout: 15_000,
  });
  return tips;
}

test('an EVM tip: $5 of ETH to ada, approved in the wallet, confirmed on chain, shared to the composer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  await connectSandboxWallet(page, 'evm');
  // §6: never on one's own profile (the demo's Farcaster account).
  await page.goto(`/profile/farcaster/${readManifest()?.demo?.farcaster.fid ?? ''}`);
  await expect(page.getByRole('region', { name: 'Profile' }).getByText(/^@/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Tip @/ })).toHaveCount(0);
  const ada = readManifest()?.evm.accounts[1]?.address ?? '';
  const tips = await openTip(page);

  // §2.1: her default EVM address first (named by her primary name, 'ada'), $5 chosen, ETH.
  await expect(tips.getByRole('button', { name: 'Recipient: ada' })).toBeVisible();
  await expect(tips.getByRole('button', { name: '$5', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    tips.getByRole('button', { name: /^Token: Ether on Sandbox EVM, balance [\d,.]+ ETH$/ }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(tips.getByText('Estimated total value: $5.00')).toBeVisible();

  const before = await weiOf(page, ada);
  await tips.getByRole('button', { name: 'Send' }).click();
  const ask = walletAsks(page, 'Confirm transaction');
  await expect(ask).toContainText('Transfer');
  await ask.getByRole('button', { name: 'Approve' }).click();
  await expect(tips.getByRole('heading', { name: 'Tip sent' })).toBeVisible({ timeout: 20_000 });
  // $5 at $3,000 an ether, in wei: 5 / 3000 rounded to 18 decimals.
  expect((await weiOf(page, ada)) - before).toBe(1_666_666_666_666_667n);
  await expect(tips).toContainText('0.00166667 ETH');
  await expect(tips.getByRole('link', { name: 'View transaction' })).toBeVisible();

  // Share: the composer opens with §4.1's words and the transaction's link.
  await tips.getByRole('button', { name: 'Share' }).click();
  await expect(tipsDialog(page)).toBeHidden();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer.getByLabel('Post text')).toHaveValue(
    /^Hi @ada , sent you some \$ETH via Polycast ✨ Keep shinning!\nhttp:\/\/.+\/profile\/0x[0-9a-fA-F]{40}\?source=Wallet&tx=0x[0-9a-f]{64}$/,
  );
});

test('a Solana tip: ada’s Solana address chosen, the wallet connected from the form, confirmed on chain, shared to the composer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  const ada = readManifest()?.solana.accounts[1]?.address ?? '';
  const tips = await openTip(page);

  // Two addresses: the card opens the list, with its warning and a 'default' badge on each.
  await tips.getByRole('button', { name: /^Recipient: / }).click();
  const picker = page.getByRole('dialog', { name: 'Select an address' });
  await expect(picker.getByRole('note')).toContainText('A tip cannot be taken back');
  await picker.getByRole('list', { name: 'Addresses' }).getByRole('button').nth(1).click();

  // No Solana wallet yet: the button offers to connect one, for Solana only.
  await tips.getByRole('button', { name: 'Connect wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(connect.getByRole('region', { name: 'Ethereum and EVM chains' })).toHaveCount(0);
  await connect.getByRole('button', { name: 'Sandbox Wallet' }).click();
  await walletAsks(page, 'Connect to this site?').getByRole('button', { name: 'Approve' }).click();
  await expect(
    tips.getByRole('button', { name: /^Token: Solana on Solana, balance [\d,.]+ SOL$/ }),
  ).toBeVisible({ timeout: 15_000 });

  const before = await lamportsOf(page, ada);
  await tips.getByRole('button', { name: 'Send' }).click();
  await walletAsks(page, 'Confirm transaction').getByRole('button', { name: 'Approve' }).click();
  await expect(tips.getByRole('heading', { name: 'Tip sent' })).toBeVisible({ timeout: 20_000 });
  // $5 at $150 a SOL, in lamports.
  expect((await lamportsOf(page, ada)) - before).toBe(33_333_333n);
  await tips.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'New post' }).getByLabel('Post text')).toHaveValue(
    /^Hi @ada , sent you some \$SOL via Polycast ✨ Keep shinning!\nhttp:\/\/.+\?source=Wallet&tx=[1-9A-HJ-NP-Za-km-z]{64,88}$/,
  );
});

test('a tip to a channel’s host, given on its page, is shared as a new post into that channel (wallet.md §4.1)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  await connectSandboxWallet(page, 'evm');
  await page.goto('/club/farcaster/art');
  // ada runs the sandbox's channels: the header names her, with a Tip button.
  const header = page.getByRole('region', { name: 'Channel' });
  await expect(header).toContainText('Hosted by Ada @ada', { timeout: 15_000 });
  await header.getByRole('button', { name: 'Tip @ada' }).click();
  const tips = tipsDialog(page);
  await tips.getByRole('button', { name: '$1', exact: true }).click();
  await expect(tips.getByText('Estimated total value: $1.00')).toBeVisible({ timeout: 15_000 });
  await tips.getByRole('button', { name: 'Send' }).click();
  await walletAsks(page, 'Confirm transaction').getByRole('button', { name: 'Approve' }).click();
  await expect(tips.getByRole('heading', { name: 'Tip sent' })).toBeVisible({ timeout: 20_000 });

  // Share: a new post (no post was tipped) whose Farcaster copy goes into /art.
  await tips.getByRole('button', { name: 'Share' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer.getByRole('button', { name: 'Farcaster channel: /Art' })).toBeVisible();
  const text = await composer.getByLabel('Post text').inputValue();
  expect(text).toMatch(/^Hi @ada , sent you some \$ETH via Polycast/);
  // The transaction's hash, in the shared link: this tip's post alone has it.
  const tx = /tx=(0x[0-9a-f]{64})/.exec(text)?.[1] ?? '';
  expect(tx).not.toBe('');
  await composer.getByRole('button', { name: 'Send' }).click();

  // And the hub has it among the channel's casts (its link in the text or as an embed).
  const hub = readManifest()?.farcaster?.hub ?? '';
  const channelUrl = 'https://warpcast.com/~/channel/art';
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `${hub}/v1/castsByParent?url=${encodeURIComponent(channelUrl)}&reverse=true&pageSize=50`,
        );
        const { messages } = (await answer.json()) as { messages: { data: unknown }[] };
        return messages.some((m) => JSON.stringify(m.data).includes(tx));
      },
      { timeout: 45_000 },
    )
    .toBe(true);
});

test('with no prices to be read, a dollar preset says why it has no amount, and an amount typed in the token still sends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page);
  await connectSandboxWallet(page, 'evm');
  // The product server's prices fail (its market is down).
  await page.route('**/v1/token_prices*', (route) =>
    route.fulfill({ status: 503, json: { code: 503, error: 'The market cannot be reached' } }),
  );
  const tips = await openTip(page);
  const note = tips
    .getByRole('status')
    .filter({ hasText: /^Prices cannot be read right now \(.*The market cannot be reached.*\)/ });
  await expect(note).toHaveText(/so \$5 has no ETH amount\. Type an amount in ETH\.$/, {
    timeout: 30_000,
  });
  await expect(tips.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(tips.getByText('Estimated total value: —')).toBeVisible();

  // An amount in the token needs no price: the note goes, and Send can be pressed.
  await tips.getByRole('textbox', { name: 'Amount in ETH' }).fill('0.001');
  await expect(note).toBeHidden();
  await expect(tips.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 15_000 });
});

test('a tip refused in the wallet is ignored: the form again, nothing said, nothing sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page);
  await connectSandboxWallet(page, 'evm');
  const ada = readManifest()?.evm.accounts[1]?.address ?? '';
  const tips = await openTip(page);
  const send = tips.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled({ timeout: 15_000 });
  const before = await weiOf(page, ada);
  await send.click();
  await walletAsks(page, 'Confirm transaction').getByRole('button', { name: 'Reject' }).click();
  await expect(send).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await weiOf(page, ada)).toBe(before);
});

test('the send button says what is short: the whole balance leaves no gas, more is beyond the balance', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page);
  await connectSandboxWallet(page, 'evm');
  const me = readManifest()?.evm.accounts[0]?.address ?? '';
  const tips = await openTip(page);
  await expect(tips.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 15_000 });
  const amount = tips.getByRole('textbox', { name: 'Amount in ETH' });

  // Every wei there is: enough ETH for the tip, none for its fee (§5.1, 5).
  const wei = await weiOf(page, me);
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  await amount.fill(fraction ? `${whole}.${fraction}` : String(whole));
  await expect(tips.getByRole('button', { name: 'Insufficient gas' })).toBeDisabled();

  // More than the balance (§5.1, 4): the balance is checked before gas.
  await amount.fill(String(whole + 1n));
  await expect(tips.getByRole('button', { name: 'Insufficient balance' })).toBeDisabled();
  // ',' is the point; letters are refused (§5.2).
  await amount.fill('0,5');
  await expect(amount).toHaveValue('0.5');
  await amount.pressSequentially('x');
  await expect(amount).toHaveValue('0.5');
});

test('a tip whose page closed right after the wallet sent it is found on chain on return, and never sent again', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  await connectSandboxWallet(page, 'evm');
  const manifest = readManifest();
  const ada = manifest?.evm.accounts[1]?.address ?? '';
  const me = manifest?.evm.accounts[0]?.address ?? '';
  const chain = manifest?.evm.rpc ?? '';
  const tips = await openTip(page);
  await expect(tips.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 15_000 });

  // The wallet's raw transaction reaches the chain, then the page dies before it hears the hash.
  let sent = false;
  const origin = new URL(chain).origin;
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      if (!(route.request().postData() ?? '').includes('eth_sendRawTransaction'))
        return route.continue();
      await route.fetch();
      sent = true;
      await page.close({ runBeforeUnload: false });
    },
  );
  const before = await weiOf(page, ada);
  const nonceBefore = BigInt(
    await rpc<string>(page, chain, 'eth_getTransactionCount', [me, 'latest']),
  );
  await tips.getByRole('button', { name: 'Send' }).click();
  await walletAsks(page, 'Confirm transaction').getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => sent, { timeout: 20_000 }).toBe(true);

  // Back: the app finds the tip on chain by what it logged before asking the wallet.
  const again = await context.newPage();
  await again.goto('/');
  await expect(
    again.getByText(/Your tip of 0\.00166667 ETH to @ada was found on chain and confirmed\./),
  ).toBeVisible({ timeout: 30_000 });
  // Exactly one transfer left the wallet.
  expect((await weiOf(again, ada)) - before).toBe(1_666_666_666_666_667n);
  const nonceAfter = BigInt(
    await rpc<string>(again, chain, 'eth_getTransactionCount', [me, 'latest']),
  );
  expect(nonceAfter - nonceBefore).toBe(1n);
});
