import type { Plugin } from 'vite';

/** @farcaster/core's one bundled file, where its test factories sit among the protocol's code. */
const FARCASTER_CORE = /[\\/]@farcaster[\\/]core[\\/]dist[\\/]index\.mjs$/;

/** Where the bundler that made that file starts each of its source files. */
const SECTION_START = /^\/\/ (?:src|\.\.)\/\S+$/gm;

const FACTORIES_SECTION = '// src/factories.ts';
const FAKER_IMPORT = /^import \{ faker \} from "@faker-js\/faker";$/m;
const FACTORIES_OBJECT = /^var Factories = \{[\s\S]*?^\};$/m;
const DECLARED = /^(?:var|let|const|function|class) ([A-Za-z_$][\w$]*)/gm;

/** The text with everything but its line breaks blanked, so what follows keeps its line. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, '');
}

/**
 * Takes @farcaster/core's test factories out of its bundled file. They are
 * built on @faker-js/faker, and some run at the top of the module
 * (`MessageDataFactory.params({ … Factory.build() })`), so the bundler must
 * keep all of faker (about 2.5 MB, precached by the service worker) and
 * every cold start of the Farcaster code runs it, though nothing of ours
 * builds a factory. `Factories` stays exported, as an empty object.
 *
 * Throws, naming what it found, if the file is not shaped as this expects or
 * if the rest of the file uses anything declared in the cut section: a new
 * release of @farcaster/core must be looked at, not silently broken.
 */
export function cutFarcasterFactories(code: string): string {
  const starts = [...code.matchAll(SECTION_START)].map((m) => ({ at: m.index, name: m[0] }));
  const objectMatch = FACTORIES_OBJECT.exec(code);
  const fakerImport = FAKER_IMPORT.exec(code);
  if (!objectMatch || !fakerImport) {
    throw new Error('@farcaster/core: no `var Factories = {…}` or faker import where expected');
  }
  const section = starts.findLast((s) => s.at < objectMatch.index);
  if (section?.name !== FACTORIES_SECTION) {
    throw new Error('@farcaster/core: `Factories` is not in a src/factories.ts section');
  }
  const end = objectMatch.index + objectMatch[0].length;
  const cut = code.slice(section.at, end);
  const kept = code.slice(0, section.at) + blank(cut) + 'var Factories = {};' + code.slice(end);
  const withoutFaker = kept.replace(FAKER_IMPORT, (line) => blank(line));

  const stillUsed = [...cut.matchAll(DECLARED)]
    .map((m) => m[1] as string)
    .filter((name) => name !== 'Factories')
    .filter((name) =>
      new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(withoutFaker),
    );
  if (stillUsed.length > 0) {
    throw new Error(`@farcaster/core uses what its factories declare: ${stillUsed.join(', ')}`);
  }
  if (/\bfaker\./.test(withoutFaker)) {
    throw new Error('@farcaster/core still calls faker outside its factories section');
  }
  return withoutFaker;
}

/** The build step that applies cutFarcasterFactories to @farcaster/core. */
export function withoutFarcasterFactories(): Plugin {
  return {
    name: 'polycast:without-farcaster-factories',
    transform(code, id) {
      if (!FARCASTER_CORE.test(id)) return null;
      // map: null keeps the incoming source map: every kept line stays where it was.
      return { code: cutFarcasterFactories(code), map: null };
    },
  };
}
