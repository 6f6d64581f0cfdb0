import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchDirectory } from './scratchDirectory';

const PREFIX = 'polycast-scratch-test-';
const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder made by another process that has ended without removing it (as a killed one does). */
function orphanFolder(): string {
  const script = `import('./sandbox/scratchDirectory.ts').then((m) => process.stdout.write(m.scratchDirectory('${PREFIX}')))`;
  const dir = execFileSync('npx', ['tsx', '-e', script], { encoding: 'utf8' });
  made.push(dir);
  return dir;
}

describe('scratchDirectory', () => {
  it('names its folder after the process, and removes the folders of processes that are gone', () => {
    const orphan = orphanFolder();
    expect(existsSync(orphan)).toBe(true);
    const mine = scratchDirectory(PREFIX);
    made.push(mine);
    expect(mine).toContain(`${PREFIX}${process.pid}-`);
    expect(existsSync(orphan)).toBe(false);
  });

  it('keeps the folders of processes still running, its own among them', () => {
    const first = scratchDirectory(PREFIX);
    const second = scratchDirectory(PREFIX);
    made.push(first, second);
    expect(existsSync(first)).toBe(true);
    expect(existsSync(second)).toBe(true);
  });
});
