// The layer order of docs/architecture.md, checked on every import (static,
// re-export and dynamic). Each file belongs to one layer by its folder; a
// layer may import only the layers listed for it. Features talk to each other
// and to the shell only through their index.ts; the shell may load a
// feature's screens lazily, and the workers run a feature's runtime code.
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Which layer a project file (path relative to the root) belongs to. */
function layerOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'src') {
    if (parts.length === 2) return 'app'; // src/main.tsx: the page's entry
    if (parts[1] === 'features') return `feature:${parts[2]}`;
    return parts[1];
  }
  if (parts[0] === 'sw') return 'workers';
  return parts[0]; // server, sandbox, tests, bench, lab, scripts, eslint…
}

const BELOW_FEATURES = ['domain', 'events', 'sources', 'sync', 'runtime', 'ui'];

/** The layers each layer may import (its own always). */
const ALLOWED = {
  domain: [],
  events: ['domain'],
  sources: ['domain'],
  sync: ['domain', 'events', 'sources'],
  runtime: ['domain', 'events', 'sources', 'sync'],
  ui: ['domain'],
  feature: [...BELOW_FEATURES, 'feature'],
  app: [...BELOW_FEATURES, 'feature'],
  workers: ['domain', 'events', 'sources', 'sync', 'runtime', 'feature'],
  server: ['domain', 'events', 'sources', 'sync'],
  sandbox: ['domain', 'events', 'sources', 'sync', 'server'],
};

/** Files that wire a whole program together, so may reach what their layer may not. */
const COMPOSITION_ROOTS = new Set([
  'server/main.ts', // `--sandbox` starts the product server with the sandbox's endpoints
  'src/app/pwa/webManifest.ts', // read by vite.config.ts at build time, before any alias
]);

function isTestFile(file) {
  return /\.test\.tsx?$/.test(file) || file.includes('/testing/');
}

function kind(layer) {
  return layer.startsWith('feature:') ? 'feature' : layer;
}

/** The project file an import specifier names, or undefined for a package. */
function target(fromFile, specifier) {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('.')) return relative(ROOT, resolve(dirname(fromFile), specifier));
  return undefined;
}

/** Why this import breaks the order, or undefined when it keeps it. */
export function layerProblem(fromFile, toFile, { dynamic }) {
  if (COMPOSITION_ROOTS.has(fromFile)) return undefined;
  const from = layerOf(fromFile);
  const to = layerOf(toFile);
  const fromKind = kind(from);
  const toKind = kind(to);
  // Tests, benchmarks, lab pages and scripts stand outside the product and may use any of it.
  if (!(fromKind in ALLOWED)) return undefined;
  if (toKind === 'tests' || toKind === 'sandbox') {
    if (isTestFile(fromFile) || fromKind === 'sandbox') return undefined;
    return `${fromFile} is product code; it may not import ${toFile} (tests and the sandbox sit outside the product).`;
  }
  if (from === to) return undefined;
  if (!ALLOWED[fromKind].includes(toKind)) {
    return `The ${from} layer may not import the ${to} layer (${toFile}): imports point from app to features to runtime, sync, sources and events, down to domain.`;
  }
  if (toKind === 'feature') {
    const [, , name, ...rest] = toFile.split('/');
    const inner = rest.join('/');
    const throughIndex = inner === '' || inner === 'index' || inner === 'index.ts';
    const lazyScreen = fromKind === 'app' && dynamic && inner.startsWith('screens/');
    const workerRuntime = fromKind === 'workers' && inner.startsWith('runtime/');
    if (!throughIndex && !lazyScreen && !workerRuntime) {
      return `Import the ${name} feature through '@/features/${name}' (its index.ts), not ${toFile}.`;
    }
  }
  return undefined;
}

/**
 * Within src, a file names another two or more folders away by the '@/' alias:
 * where an import comes from is then readable at a glance, and moving a file
 * does not change the imports of the files it uses.
 */
export function climbProblem(fromFile, specifier, toFile) {
  if (COMPOSITION_ROOTS.has(fromFile) || !fromFile.startsWith('src/')) return undefined;
  if (!specifier.startsWith('../../') || !toFile.startsWith('src/')) return undefined;
  return `Import '@/${toFile.slice(4)}' rather than climbing with '${specifier}'.`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layer order of docs/architecture.md.' },
    schema: [],
  },
  create(context) {
    const fromFile = relative(ROOT, context.filename);
    function check(node, source, dynamic) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const toFile = target(context.filename, source.value);
      if (!toFile) return;
      const problem =
        layerProblem(fromFile, toFile, { dynamic }) ?? climbProblem(fromFile, source.value, toFile);
      if (problem) context.report({ node: source, message: problem });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source, true),
    };
  },
};

export default { rules: { boundaries: rule } };
