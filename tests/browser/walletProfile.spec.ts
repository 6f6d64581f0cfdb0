import { readManifest } from '../../sandbox/manifest';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

/** An anvil JSON-RPC call on the sandbox chain. */
async function anvil(method: string, params: unknown[]): Promise<unknown> {
  const manifest = readManifest();
  if (!manifest) throw new Error('No sandbox manifest');
  const answer = await fetch(manifest.evm.rpc, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await answer.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

test('a wallet profile: who holds the address, its tokens with values, and a transaction to it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const manifest = readManifest();
  if (!manifest) throw new Error('No sandbox manifest');
  // ada (Farcaster fid 2) verified dev account 1.
  const ada = manifest.evm.accounts[1]?.address;
  // A funded dev account other tests do not send from as the demo person (account 0); anvil
  // unlocks its dev accounts and picks the nonce itself, so no other sender races it.
  const sender = manifest.evm.accounts[3]?.address;
  if (!ada || !sender) throw new Error('The sandbox has too few EVM accounts');
  // An amount of its own (0.0123xx7 ETH), so the row found is this test's.
  const digits = 123_000 + Math.floor(Math.random() * 99) * 10 + 7;
  const wei = BigInt(digits) * 10n ** 11n;
  const hash = (await anvil('eth_sendTransaction', [
    { from: sender, to: ada, value: `0x${wei.toString(16)}` },
  ])) as string;
  // Mined at once (anvil automines); its receipt says so.
  await expect.poll(() => anvil('eth_getTransactionReceipt', [hash])).not.toBeNull();

  await openAsDemo(page);
  await page.goto(`/profile/${ada}?source=Wallet&tx=${hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Wallet ${ada.slice(0, 6)}…${ada.slice(-4)}`,
  );

  const identities = page.getByRole('region', { name: 'Identities' });
  await expect(identities.getByText('Name: ada')).toBeVisible();
  const farcaster = identities
    .getByRole('list', { name: 'Profiles' })
    .getByRole('link', { name: /on Farcaster$/ });
  await expect(farcaster).toHaveAttribute('href', '/profile/farcaster/2');
  await expect(
    identities
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /on Farcaster$/ }) }),
  ).toContainText('@ada');

  const tokens = page.getByRole('list', { name: 'Tokens' });
  const dollars = /\$[\d,]+\.\d\d/;
  await expect(
    tokens
      .getByRole('listitem')
      .filter({ hasText: /\bETH\b/ })
      .filter({ hasText: dollars }),
  ).not.toHaveCount(0);
  await expect(
    tokens.getByRole('listitem').filter({ hasText: 'sUSDC' }).filter({ hasText: dollars }),
  ).not.toHaveCount(0);

  const row = page
    .getByRole('list', { name: 'Transactions' })
    .getByRole('listitem')
    .filter({ hasText: hash });
  const amount = `0.0${digits}`;
  await expect(row).toContainText(
    `Received ${amount} ETH from ${sender.slice(0, 6)}…${sender.slice(-4)}`,
  );
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
