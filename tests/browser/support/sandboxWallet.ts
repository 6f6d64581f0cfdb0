import { expect, type Page } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';

/** The sandbox wallet's own dialog asking for one thing ('Confirm transaction', …). */
export const walletAsks = (page: Page, what: string) =>
  page.getByRole('dialog', { name: `Sandbox Wallet: ${what}` });

/** Connects the sandbox wallet for one family from Settings, approving in its dialog. */
export async function connectSandboxWallet(page: Page, family: 'evm' | 'solana') {
  // Relative to the app already open (a bench has no base URL).
  await page.goto(
    page.url().startsWith('http') ? new URL('/settings', page.url()).href : '/settings',
  );
  const wallets = page.getByRole('group', { name: 'Wallets' });
  await wallets.getByRole('button', { name: 'Connect wallet' }).click();
  const modal = page.getByRole('dialog', { name: 'Connect a wallet' });
  await modal
    .getByRole('region', { name: family === 'evm' ? 'Ethereum and EVM chains' : 'Solana' })
    .getByRole('button', { name: 'Sandbox Wallet' })
    .click();
  await walletAsks(page, 'Connect to this site?').getByRole('button', { name: 'Approve' }).click();
  await expect(modal).toBeHidden();
  await expect(
    wallets.getByText(family === 'evm' ? /EVM: Sandbox Wallet/ : /Solana: Sandbox Wallet/),
  ).toBeVisible();
}

/** One JSON-RPC call to a sandbox chain, read from the test (not the page). */
export async function rpc<T>(
  page: Page,
  url: string,
  method: string,
  params: unknown[],
): Promise<T> {
  const answer = await page.request.post(url, {
    data: { jsonrpc: '2.0', id: 1, method, params },
  });
  const body = (await answer.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** An address's wei on the sandbox's main EVM chain. */
export async function weiOf(page: Page, address: string): Promise<bigint> {
  const chain = readManifest()?.evm.rpc ?? '';
  return BigInt(await rpc<string>(page, chain, 'eth_getBalance', [address, 'latest']));
}

/** An address's lamports on the sandbox's Solana cluster. */
export async function lamportsOf(page: Page, address: string): Promise<bigint> {
  const cluster = readManifest()?.solana.rpc ?? '';
  const answer = await rpc<{ value: number }>(page, cluster, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ]);
  return BigInt(answer.value);
}
