import type { SandboxManifest } from '../sandbox/manifest';

/** The sandbox's networks, as its fault proxy names them. */
export const SANDBOX_NETWORKS = ['bsky', 'farcaster', 'x', 'lens'] as const;

/** Puts every sandbox network `latencyMs` away (the fault proxy: sandbox/faults), nothing else. */
export async function setLatency(manifest: SandboxManifest, latencyMs: number): Promise<void> {
  for (const network of SANDBOX_NETWORKS) {
    const answer = await fetch(`${manifest.admin.url}/faults/${network}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs }),
    });
    if (!answer.ok) throw new Error(`latency on ${network}: ${answer.status}`);
  }
}
