import { ensureSandbox } from '../../sandbox/ensureSandbox';

/** Vitest global setup: one sandbox per run, reusing one already running. */
export default async function setup() {
  const { stop } = await ensureSandbox();
  return async () => {
    await stop?.();
  };
}
