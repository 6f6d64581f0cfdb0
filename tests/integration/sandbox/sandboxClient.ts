import { readManifest, type SandboxManifest } from '../../../sandbox/manifest';
import type { FaultConfig, FaultNetwork } from '../../../sandbox/faults/faultConfig';

export function sandbox(): SandboxManifest {
  const manifest = readManifest();
  if (!manifest) throw new Error('No sandbox manifest: the global setup should have started one');
  return manifest;
}

export async function setFaults(
  network: FaultNetwork,
  config: Partial<FaultConfig>,
): Promise<void> {
  const response = await fetch(`${sandbox().admin.url}/faults/${network}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(config),
  });
  if (!response.ok) throw new Error(`setFaults: ${response.status} ${await response.text()}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${sandbox().admin.url}/faults`, { method: 'DELETE' });
}
