import { MULTICALL3_ADDRESS } from '@/sources/chains/multicall3';
import type { CompiledContract } from './compileContracts';

/**
 * Puts Multicall3 at its canonical address on an anvil chain, as public
 * chains have it, so balances read in one `multicall` work in the sandbox.
 */
export async function installMulticall3(
  rpc: string,
  compiled: Record<string, CompiledContract>,
): Promise<void> {
  const multicall = compiled.Multicall3;
  if (!multicall) throw new Error('contracts/ must define Multicall3');
  const response = await fetch(rpc, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setCode',
      params: [MULTICALL3_ADDRESS, multicall.deployedBytecode],
    }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`anvil_setCode Multicall3: ${body.error.message}`);
}
