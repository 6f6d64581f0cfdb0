/**
 * The composer's figures alone (opening, typing), on the built app in dist:
 *   npx tsx bench/composerOnly.ts [--quick]
 * `npm run bench` runs them with everything else.
 */
import { benchComposer } from './composerBench';

await benchComposer(
  (what, target, measured) =>
    console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
  process.argv.includes('--quick'),
);
