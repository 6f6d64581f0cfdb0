import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the bundler tells of a module while it cuts chunks (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
  } | null;
}

/** The page's user interface: a worker never loads these, nor anything that imports them. */
const INTERFACE =
  /node_modules[\\/](preact|react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-|router-|history))|\.css$/;

/** Every module reached from `roots` through static imports. */
function importedFrom(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** A feature's index.ts: it re-exports the feature's runtime and its screens alike. */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * Every module of `within` that imports one of `seeds`, directly or through
 * others. Not through a feature's index: what imports it may want only the
 * runtime it re-exports, and after tree-shaking a re-export is a reference
 * to the module itself.
 */
function importersOf(graph: ModuleGraph, within: Set<string>, seeds: readonly string[]) {
  const seen = new Set<string>();
  const stack = [...seeds];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || !within.has(id)) continue;
    seen.add(id);
    if (!FEATURE_INDEX.test(id)) stack.push(...(graph.getModuleInfo(id)?.importers ?? []));
  }
  return seen;
}

interface FirstScreenOptions {
  /** The page's entry module. */
  page: string;
  /** The workers' entry modules. */
  workers: readonly string[];
}

/**
 * The first screen as two files instead of forty-seven. Left to itself the
 * bundler cuts a chunk for every set of entries sharing a module (the page,
 * the sync worker, the service worker, each lazy route), and each file is
 * compressed alone, so the same names are paid for again and again: 153.8
 * KiB gzipped as 47 files. Of what the page loads before its first paint
 * (rolldown's `$initial` modules, after tree-shaking), this makes two
 * chunks:
 *
 * - `core`: what the workers import too (the log, its schemas and
 *   projections), so one file serves both. Nothing in it imports the
 *   interface, so a worker never loads React.
 * - `shell`: the rest: React, the router, the query cache, the shell.
 *
 * Routes (Home among them), network SDKs and the composer keep the
 * bundler's lazy chunks. Which modules the workers import is read from the
 * graph before tree-shaking (a feature's index re-exports its screens), so
 * the rule errs towards `shell`; `workersStayOffTheShell` fails the build
 * if a worker would load it after all. docs/performance.md, "First screen".
 */
export function firstScreenChunks(options: FirstScreenOptions) {
  const page = [resolve(options.page)];
  const workers = options.workers.map((file) => resolve(file));
  // One chunking pass asks for each module's name with the same context: the sets are made once.
  const passes = new WeakMap<ModuleGraph, { firstScreen: Set<string>; core: Set<string> }>();
  const setsOf = (graph: ModuleGraph) => {
    let sets = passes.get(graph);
    if (!sets) {
      const firstScreen = importedFrom(graph, page);
      const workerModules = importedFrom(graph, workers);
      const ui = importersOf(
        graph,
        firstScreen,
        [...firstScreen].filter((id) => INTERFACE.test(id)),
      );
      const core = new Set([...firstScreen].filter((id) => workerModules.has(id) && !ui.has(id)));
      sets = { firstScreen, core };
      passes.set(graph, sets);
    }
    return sets;
  };
  return {
    groups: [
      {
        tags: ['$initial' as const],
        name(id: string, graph: ModuleGraph): string | null {
          const { firstScreen, core } = setsOf(graph);
          if (!firstScreen.has(id)) return null;
          return core.has(id) ? 'core' : 'shell';
        },
      },
    ],
  };
}

/** Fails the build if a worker's entry would load the page's shell chunk (see firstScreenChunks). */
export function workersStayOffTheShell(workerFiles: readonly string[]): Plugin {
  return {
    name: 'polycast:workers-stay-off-the-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of workerFiles) {
        const seen = new Set<string>();
        const stack = [file];
        for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
          const chunk = bundle[name];
          if (seen.has(name) || chunk?.type !== 'chunk') continue;
          seen.add(name);
          if (chunk.name === 'shell') {
            this.error(`${file} would load the page's shell (${name}): move what it imports`);
          }
          stack.push(...chunk.imports);
        }
      }
    },
  };
}
