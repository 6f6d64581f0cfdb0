/**
 * The functions that took the most of a page's CPU profile (self time),
 * mapped through the build's source maps to their source file and line:
 * what to look at when a browser bench is slow.
 *   npx tsx bench/cpuProfileTop.ts <file.cpuprofile> [dist] [how many]
 */
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, dist = 'dist', top = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/cpuProfileTop.ts <file.cpuprofile> [dist] [n]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const path = join(dist, new URL(url, 'http://x').pathname) + '.map';
    maps.set(url, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(url) ?? null;
}

const self = new Map<number, number>();
profile.samples.forEach((node, i) =>
  self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byPlace = new Map<string, number>();
for (const node of profile.nodes) {
  const us = self.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  let place = functionName || `(${url ? 'anonymous' : 'native'})`;
  const map = url ? mapOf(url) : null;
  if (map) {
    const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    if (at.source)
      place = `${at.name ?? functionName ?? '?'} ${at.source.replace(/^(\.\.\/)+/, '')}:${at.line}`;
  }
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}
console.log(`${(total / 1000).toFixed(0)} ms sampled`);
for (const [place, us] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(
    `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${place}`,
  );
