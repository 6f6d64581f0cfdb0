import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { waitFor } from '../waitFor';

const require = createRequire(import.meta.url);

/** The anvil binary shipped inside the platform package (no download, no wrapper). */
export function anvilBinary(): string {
  const platform = `${process.platform === 'win32' ? 'win32' : process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  try {
    const pkg = require.resolve(`@foundry-rs/anvil-${platform}/package.json`);
    const binary = join(dirname(pkg), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
    if (existsSync(binary)) return binary;
  } catch {
    // fall through to the error below
  }
  throw new Error(`No anvil binary for ${platform}: install @foundry-rs/anvil-${platform}.`);
}

export interface RunningAnvil {
  rpc: string;
  chainId: number;
  pid: number | undefined;
  stop(): Promise<void>;
}

async function rpcChainId(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  const body = (await response.json()) as { result: string };
  return Number(body.result);
}

/** The address anvil prints once it listens ("Listening on 127.0.0.1:41793"). */
function listeningAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('anvil has no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = /Listening on (\S+:\d+)/.exec(line);
      if (!match?.[1]) return;
      lines.close();
      resolve(match[1]);
    });
  });
}

/**
 * A real EVM node on 127.0.0.1 with anvil's usual funded dev accounts.
 *
 * Without a port, anvil binds port 0 and says which port it got. A port
 * picked beforehand and bound later can be taken in between by another
 * sandbox's anvil with the same chain id; both sandboxes then deploy to one
 * chain with the same accounts, and their nonces collide (seen in CI: a
 * deployment that never confirmed).
 */
export async function startAnvil(options: {
  port?: number;
  chainId: number;
}): Promise<RunningAnvil> {
  const child: ChildProcess = spawn(
    anvilBinary(),
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(options.port ?? 0),
      '--chain-id',
      String(options.chainId),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`anvil exited (${code}): ${stderr.trim()}`))),
  );
  const address = await Promise.race([
    listeningAddress(child),
    exited,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('anvil did not start listening in 10 s')), 10_000).unref(),
    ),
  ]);
  const rpc = `http://${address}`;
  await Promise.race([
    waitFor(async () => (await rpcChainId(rpc)) === options.chainId, 10_000),
    exited,
  ]);
  // Anvil logs every request on stdout; it is read and dropped so the pipe never fills.
  child.stdout?.resume();
  return {
    rpc,
    chainId: options.chainId,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
