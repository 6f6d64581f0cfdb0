import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * `tsx scripts/runTogether.ts lint:code typecheck`: runs npm scripts at the
 * same time and fails when any of them fails. Each line they print is
 * prefixed with the script's name, and each says how long it took.
 *
 * `npm test` runs with it, in two places. First everything that needs no
 * sandbox: ESLint, Prettier, tsc, the unit tests and the browser tests'
 * build (each mostly one core; together they keep the machine's two busy,
 * where one after another left one idle). Then, after the parallel browser
 * tests, the integration tests (with a sandbox of their own) beside the
 * sandbox-wide browser specs and the chaos run after them: all mostly wait
 * for a sandbox's answers (the machine is about half busy).
 */
function runScript(name: string, width: number): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${name}]`.padEnd(width + 2);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`${prefix} ${line}\n`);
      });
    }
    const started = performance.now();
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${prefix} exited with ${code ?? 'a signal'} after ${seconds} s\n`);
      resolve(code ?? 1);
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/runTogether.ts <npm script>...');
  process.exit(2);
}
const width = Math.max(...scripts.map((s) => s.length));
const codes = await Promise.all(scripts.map((name) => runScript(name, width)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
