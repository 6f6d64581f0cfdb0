import type { SandboxDemoIdentity } from '../../server/productApi';
import { mintPerson, type MintOptions, type PersonNetworks } from './mintPerson';

/** The people minted in this sandbox, by id, for as long as it runs. */
export function createSandboxPeople() {
  const people = new Map<string, SandboxDemoIdentity>();
  let networks: PersonNetworks | undefined;
  let serial = 0;
  return {
    /** Known once the networks are up. */
    attach(ready: PersonNetworks) {
      networks = ready;
    },
    async mint(options: MintOptions = {}): Promise<{ id: string; identity: SandboxDemoIdentity }> {
      if (!networks) throw new Error('The sandbox is still starting');
      serial += 1;
      const id = `p${serial}`;
      const identity = await mintPerson(networks, serial, options);
      people.set(id, identity);
      return { id, identity };
    },
    get: (id: string): SandboxDemoIdentity | undefined => people.get(id),
  };
}

export type SandboxPeople = ReturnType<typeof createSandboxPeople>;
