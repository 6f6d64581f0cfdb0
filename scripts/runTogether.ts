import { spawn } from 'node:child_process';

/**
 * `tsx scripts/runTogether.ts lint typecheck`: runs npm scripts at the same
 * time (each of ESLint and tsc keeps one core busy; the machine has two),
 * prints each one's output whole when it ends, so the logs do not mix, and
 * fails when any of them fails.
 */
function runScript(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${name} (exit ${code ?? 'signal'})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/runTogether.ts <npm script>...');
  process.exit(2);
}
const codes = await Promise.all(scripts.map(runScript));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
