import { readManifest, type SandboxManifest } from './manifest';
import { startSandbox } from './startSandbox';

/** A running sandbox: the one already up (its admin answers), or a new one. */
export async function ensureSandbox(): Promise<{
  manifest: SandboxManifest;
  stop?: () => Promise<void>;
}> {
  const existing = readManifest();
  if (existing) {
    const healthy = await fetch(`${existing.admin.url}/health`, {
      signal: AbortSignal.timeout(1000),
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return { manifest: existing };
  }
  const sandbox = await startSandbox();
  return { manifest: sandbox.manifest, stop: sandbox.stop };
}
