import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readManifest, type SandboxManifest } from '../sandbox/manifest';

/**
 * The sandbox in a process of its own, as `npm start` runs it: the bench's
 * client code and the networks then do not share one event loop (in one
 * process the figures would mostly measure that contention).
 */
export async function startSandboxProcess(): Promise<{
  manifest: SandboxManifest;
  /** The sandbox's process id (its networks all run in it; anvil in children). */
  pid: number | undefined;
  stop(): Promise<void>;
}> {
  const manifestPath = join(
    mkdtempSync(join(tmpdir(), 'polycast-bench-sandbox-')),
    'endpoints.json',
  );
  // BENCH_SANDBOX_PROFILE=<folder>: a CPU profile of the sandbox is written there when it stops.
  const profile = process.env.BENCH_SANDBOX_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  // Node itself (not npx): the process measured is the sandbox, nothing in between.
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, POLYCAST_SANDBOX_MANIFEST: manifestPath },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('SANDBOX READY')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`the sandbox exited (${code}) before it was ready`)),
    );
  });
  const manifest = readManifest(manifestPath);
  if (!manifest) throw new Error('the sandbox wrote no manifest');
  return {
    manifest,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }),
  };
}
