import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
  /** The code that runs once deployed (what `anvil_setCode` puts at an address). */
  deployedBytecode: Hex;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning'; formattedMessage: string }[];
  contracts: Record<
    string,
    Record<
      string,
      { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >;
}

const require = createRequire(import.meta.url);

/** Compiles every contract in `dir` with solc (npm) through its standard JSON input. */
export function compileContracts(dir = 'contracts'): Record<string, CompiledContract> {
  // solc ships CommonJS only.
  const solc = require('solc') as { compile(input: string): string };
  const sources = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.sol'))
      .map((file) => [file, { content: readFileSync(join(dir, file), 'utf8') }]),
  );
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources,
        settings: {
          optimizer: { enabled: true, runs: 200 },
          outputSelection: {
            '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
          },
        },
      }),
    ),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const compiled: Record<string, CompiledContract> = {};
  for (const file of Object.values(output.contracts)) {
    for (const [name, contract] of Object.entries(file)) {
      compiled[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      };
    }
  }
  return compiled;
}
