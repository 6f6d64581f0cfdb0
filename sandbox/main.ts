/**
 * `npm run sandbox`: every outside network on this machine. Prints
 * `SANDBOX READY <manifest path>` once every part answers; Ctrl-C or SIGTERM
 * stops them all.
 */
import { residentMemory } from './residentMemory';
import { startSandbox } from './startSandbox';

const started = performance.now();
const sandbox = await startSandbox();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const megabytes = Math.round(residentMemory([process.pid, ...sandbox.childPids]) / 2 ** 20);
console.log(
  `Sandbox up in ${seconds} s, ${megabytes} MB resident: admin ${sandbox.manifest.admin.url}, EVM ${sandbox.manifest.evm.rpc}, Solana ${sandbox.manifest.solana.rpc}, Bluesky ${sandbox.manifest.bsky.pds}`,
);
console.log(`SANDBOX READY ${sandbox.manifestPath}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void sandbox.stop().then(() => process.exit(0));
  });
}
