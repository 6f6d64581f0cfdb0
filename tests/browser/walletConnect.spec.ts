import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';

/**
 * Issue 22: wallets connect as people have them. The sandbox's built-in
 * wallet announces itself through EIP-6963 and the Wallet Standard like an
 * extension, and asks in its own dialog; a reload reconnects without asking.
 * No sign-in needed: a wallet is the device's, not an account's.
 */

const wallets = (page: Page) => page.getByRole('group', { name: 'Wallets' });
const approval = (page: Page, what: string) =>
  page.getByRole('dialog', { name: `Sandbox Wallet: ${what}` });

async function openConnectModal(page: Page) {
  await wallets(page).getByRole('button', { name: 'Connect wallet' }).click();
  return page.getByRole('dialog', { name: 'Connect a wallet' });
}

test('issue 22: connect the sandbox wallet for EVM and Solana, reject once, reload still connected, switch chain, disconnect', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/settings');
  await expect(wallets(page).getByText('EVM: not connected')).toBeVisible();

  // The modal lists the sandbox wallet by name and icon, under each chain family.
  const modal = await openConnectModal(page);
  const evmList = modal.getByRole('region', { name: 'Ethereum and EVM chains' });
  const solanaList = modal.getByRole('region', { name: 'Solana' });
  const evmButton = evmList.getByRole('button', { name: 'Sandbox Wallet' });
  const solanaButton = solanaList.getByRole('button', { name: 'Sandbox Wallet' });
  await expect(evmButton).toBeVisible();
  await expect(solanaButton).toBeVisible();
  for (const button of [evmButton, solanaButton]) {
    await expect(button.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  }

  // Rejected in the wallet: nothing connected, and the reason said.
  await evmButton.click();
  const connectAsk = approval(page, 'Connect to this site?');
  await expect(connectAsk).toContainText(new URL(page.url()).origin);
  await connectAsk.getByRole('button', { name: 'Reject' }).click();
  await expect(modal.getByRole('alert')).toHaveText('The wallet said no: nothing was connected.');
  await expect(wallets(page).getByText('EVM: not connected')).toBeVisible();

  // Approved: connected, the address shortened.
  await evmButton.click();
  await approval(page, 'Connect to this site?').getByRole('button', { name: 'Approve' }).click();
  await expect(modal).toBeHidden();
  await expect(wallets(page).getByText(/EVM: Sandbox Wallet/)).toBeVisible();
  await expect(wallets(page).getByText('0xf39F…2266')).toBeVisible();

  const again = await openConnectModal(page);
  await again
    .getByRole('region', { name: 'Solana' })
    .getByRole('button', { name: 'Sandbox Wallet' })
    .click();
  await approval(page, 'Connect to this site?').getByRole('button', { name: 'Approve' }).click();
  await expect(again).toBeHidden();
  await expect(wallets(page).getByText(/Solana: Sandbox Wallet/)).toBeVisible();

  // A reload reconnects both without a prompt.
  await page.reload();
  await expect(wallets(page).getByText(/EVM: Sandbox Wallet/)).toBeVisible({ timeout: 15_000 });
  await expect(wallets(page).getByText(/Solana: Sandbox Wallet/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // ensureChain: the wallet does not know the second chain yet, so it is added (approved).
  const network = wallets(page).getByRole('combobox', { name: 'Network' });
  await expect(network).toHaveValue('31337');
  await network.selectOption({ label: 'Sandbox EVM 2' });
  const switchAsk = approval(page, 'Switch network?');
  await expect(switchAsk).toContainText('Add network');
  await expect(switchAsk).toContainText('Sandbox EVM 2 (31338)');
  await switchAsk.getByRole('button', { name: 'Approve' }).click();
  await expect(network).toHaveValue('31338');

  // Disconnect: gone here, and still gone after a reload; Solana stays.
  await wallets(page).getByRole('button', { name: 'Disconnect EVM wallet' }).click();
  await expect(wallets(page).getByText('EVM: not connected')).toBeVisible();
  await page.reload();
  await expect(wallets(page).getByText(/Solana: Sandbox Wallet/)).toBeVisible({ timeout: 15_000 });
  await expect(wallets(page).getByText('EVM: not connected')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('issue 22: Farcaster and Lens sign-in take the custody and owner signatures from the connected wallet, approved in its window', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const demo = readManifest()?.demo;
  if (!demo?.lens) throw new Error('the sandbox has no complete demo person');
  await page.goto('/settings');
  const modal = await openConnectModal(page);
  await modal
    .getByRole('region', { name: 'Ethereum and EVM chains' })
    .getByRole('button', { name: 'Sandbox Wallet' })
    .click();
  await approval(page, 'Connect to this site?').getByRole('button', { name: 'Approve' }).click();
  await expect(modal).toBeHidden();

  const accounts = page.getByRole('region', { name: 'Accounts' });
  const farcaster = page.getByRole('form', { name: 'Connect Farcaster' });
  await expect(farcaster).toContainText('Approved in your wallet 0xf39F…2266');
  await farcaster.getByLabel('Farcaster username').fill(demo.farcaster.fname);
  await farcaster.getByRole('button', { name: 'Connect Farcaster' }).click();
  // The KeyGateway's EIP-712 `Add`, signed by the custody wallet after the person saw it.
  const custody = approval(page, 'Signature request');
  await expect(custody).toContainText('Add');
  await custody.getByRole('button', { name: 'Approve' }).click();
  await expect(accounts.getByRole('listitem')).toHaveCount(1);

  const lens = page.getByRole('form', { name: 'Connect Lens' });
  await lens.getByLabel('Lens username').fill(demo.lens.localName);
  await lens.getByRole('button', { name: 'Connect Lens' }).click();
  const owner = approval(page, 'Signature request');
  await expect(owner.getByLabel('Message')).not.toBeEmpty();
  await owner.getByRole('button', { name: 'Approve' }).click();
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
});
