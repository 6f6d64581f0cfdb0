import type { Address } from 'viem';

/** Where Multicall3 lives on public EVM chains (the same address on every chain that has it). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';
