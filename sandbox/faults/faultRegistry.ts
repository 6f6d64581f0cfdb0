import { FAULT_NETWORKS, NO_FAULTS, type FaultConfig, type FaultNetwork } from './faultConfig';
import { seededRandom } from './seededRandom';

/** The current faults of every network, each with its own seeded draws. */
export interface FaultRegistry {
  get(network: FaultNetwork): FaultConfig;
  set(network: FaultNetwork, config: FaultConfig): void;
  reset(): void;
  /** The next draw for this network's decisions. */
  draw(network: FaultNetwork): number;
  all(): Record<FaultNetwork, FaultConfig>;
}

export function createFaultRegistry(): FaultRegistry {
  const configs = new Map<FaultNetwork, FaultConfig>();
  const randoms = new Map<FaultNetwork, () => number>();
  const registry: FaultRegistry = {
    get: (network) => configs.get(network) ?? NO_FAULTS,
    set(network, config) {
      configs.set(network, config);
      randoms.set(network, seededRandom(config.seed));
    },
    reset() {
      configs.clear();
      randoms.clear();
    },
    draw(network) {
      let random = randoms.get(network);
      if (!random) {
        random = seededRandom(registry.get(network).seed);
        randoms.set(network, random);
      }
      return random();
    },
    all: () =>
      Object.fromEntries(FAULT_NETWORKS.map((n) => [n, registry.get(n)])) as Record<
        FaultNetwork,
        FaultConfig
      >,
  };
  return registry;
}
