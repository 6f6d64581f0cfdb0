import { expect, test } from '@playwright/test';
import { createPublicClient, createWalletClient, http, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { compileContracts } from '../../sandbox/evm/compileContracts';
import { sandboxChain } from '../../sandbox/evm/deployContracts';
import { readManifest } from '../../sandbox/manifest';
import { signInAsDemo } from './support/signInAsDemo';
import { connectSandboxWallet, rpc, walletAsks } from './support/sandboxWallet';

/**
 * A token the token list does not know, deployed now by a new key (the demo
 * person's nonce is the app's to use), 1,000 of it minted to the demo person.
 */
async function deployUnlistedToken(holder: string): Promise<Address> {
  const manifest = readManifest();
  const rpcUrl = manifest?.evm.rpc ?? '';
  // A key of its own, funded by anvil, so no other test's nonce moves under it.
  const deployer = privateKeyToAccount(generatePrivateKey());
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [deployer.address, '0xde0b6b3a7640000'],
    }),
  });
  const token = compileContracts().TestToken;
  if (!token) throw new Error('no TestToken');
  const chain = sandboxChain(manifest?.evm.chainId ?? 0, rpcUrl);
  const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) });
  const reader = createPublicClient({ chain, transport: http(rpcUrl) });
  const hash = await wallet.deployContract({
    abi: token.abi,
    bytecode: token.bytecode,
    args: ['Polycast Test Gold', 'PTG', 8],
  });
  const address = (await reader.waitForTransactionReceipt({ hash })).contractAddress;
  if (!address) throw new Error('no contract address');
  await reader.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address,
      abi: token.abi,
      functionName: 'mint',
      args: [holder, parseUnits('1000', 8)],
    }),
  });
  return address;
}

test('the token picker: dollar values, a token under $1 behind its toggle, a token added by address kept after a reload, and a tip on another chain switched to first', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const manifest = readManifest();
  const demo = manifest?.evm.accounts[0]?.address ?? '';
  const ada = manifest?.evm.accounts[1]?.address ?? '';
  const unlisted = await deployUnlistedToken(demo);
  await signInAsDemo(page);
  await connectSandboxWallet(page, 'evm');
  await page.goto('/profile/farcaster/2');
  await page.getByRole('button', { name: 'Tip @ada' }).click();
  const tips = page.getByRole('dialog', { name: 'Tips' });
  const tokenCard = tips.getByRole('button', { name: /^Token: / });
  await expect(tokenCard).toHaveAccessibleName(/^Token: Ether on Sandbox EVM/, {
    timeout: 15_000,
  });

  await tokenCard.click();
  const picker = page.getByRole('dialog', { name: 'Select a token' });
  const list = picker.getByRole('list', { name: 'Tokens' });
  // sUSDC at $1 shows its worth; sDAI (10,000 at $0.00002: $0.20) waits behind the toggle.
  await expect(
    list.getByRole('button', { name: /Sandbox USD Coin.*\$[\d,]+\.\d\d$/ }),
  ).toBeVisible();
  await expect(list.getByRole('button', { name: /Sandbox Dai/ })).toHaveCount(0);
  await picker.getByRole('checkbox', { name: 'Show tokens worth under $1 (1)' }).check();
  await expect(list.getByRole('button', { name: /Sandbox Dai.*\$0\.20$/ })).toBeVisible();

  // Adding by address: an NFT contract is not a token; the new token is.
  const field = picker.getByRole('textbox', { name: 'Add a token by its address' });
  await field.fill(manifest?.evm.contracts.nft ?? '');
  await picker.getByRole('button', { name: 'Add token' }).click();
  await expect(picker.getByRole('alert')).toContainText('No token found at');
  await field.fill(unlisted);
  await picker.getByRole('button', { name: 'Add token' }).click();
  // Picked at once, back on the form, its balance read from the chain.
  await expect(tokenCard).toHaveAccessibleName(
    'Token: Polycast Test Gold on Sandbox EVM, balance 1,000 PTG',
    { timeout: 15_000 },
  );
  // It has no price: the $5 preset buys nothing of it; an amount typed in PTG does.
  await expect(tips.getByRole('button', { name: 'Send' })).toBeDisabled();
  await tips.getByRole('textbox', { name: 'Amount in PTG' }).fill('12.5');
  await expect(tips.getByRole('button', { name: 'Send' })).toBeEnabled();

  // Kept in the log: still offered after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Tip @ada' }).click();
  await tokenCard.click();
  await expect(list.getByRole('button', { name: /Polycast Test Gold/ })).toBeVisible({
    timeout: 15_000,
  });

  // Another chain: the wallet (on the first) is asked to switch, adding the chain, before it sends.
  await picker.getByRole('combobox', { name: 'Chain' }).selectOption({ label: 'Sandbox EVM 2' });
  await list.getByRole('button', { name: /^Ether/ }).click();
  await expect(tokenCard).toHaveAccessibleName(/^Token: Ether on Sandbox EVM 2, balance/, {
    timeout: 15_000,
  });
  const other = manifest?.evm.other.rpc ?? '';
  const before = BigInt(await rpc<string>(page, other, 'eth_getBalance', [ada, 'latest']));
  await tips.getByRole('button', { name: 'Send' }).click();
  const switchAsk = walletAsks(page, 'Switch network?');
  await expect(switchAsk).toContainText('Sandbox EVM 2 (31338)');
  await switchAsk.getByRole('button', { name: 'Approve' }).click();
  await walletAsks(page, 'Confirm transaction').getByRole('button', { name: 'Approve' }).click();
  await expect(tips.getByRole('heading', { name: 'Tip sent' })).toBeVisible({ timeout: 20_000 });
  const after = BigInt(await rpc<string>(page, other, 'eth_getBalance', [ada, 'latest']));
  expect(after - before).toBe(1_666_666_666_666_667n);
});
