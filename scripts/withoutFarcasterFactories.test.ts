import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cutFarcasterFactories } from './withoutFarcasterFactories';

const lines = (code: string) => code.split('\n').length;

/** A file shaped as @farcaster/core's: sections, the faker import, factories, the export list. */
function bundled(afterFactories = 'var limit = 1;') {
  return [
    '// src/factories.ts',
    'import { faker } from "@faker-js/faker";',
    '',
    '// src/signer.ts',
    'var Signer = class {};',
    '',
    '// src/factories.ts',
    'var FidFactory = Factory.define(() => faker.datatype.number());',
    'var DataFactory = Base.params({ fid: FidFactory.build() });',
    'var Factories = {',
    '  Fid: FidFactory,',
    '  Data: DataFactory',
    '};',
    '',
    '// src/limits.ts',
    afterFactories,
    'export { Factories, Signer };',
  ].join('\n');
}

describe('cutFarcasterFactories', () => {
  it('takes the factories and the faker import out, keeps the rest on the same lines', () => {
    const code = bundled();
    const cut = cutFarcasterFactories(code);
    expect(cut).not.toMatch(/faker|FidFactory|DataFactory/);
    expect(cut).toContain('var Signer = class {};');
    expect(cut).toContain('export { Factories, Signer };');
    expect(cut.split('\n')[12]).toBe('var Factories = {};');
    expect(cut.split('\n').indexOf('var limit = 1;')).toBe(
      code.split('\n').indexOf('var limit = 1;'),
    );
  });

  it('refuses when the rest of the file uses a factory', () => {
    expect(() => cutFarcasterFactories(bundled('var id = FidFactory.build();'))).toThrow(
      'uses what its factories declare: FidFactory',
    );
  });

  it('refuses a file not shaped as expected', () => {
    expect(() => cutFarcasterFactories('var Signer = class {};')).toThrow('where expected');
  });

  it('cuts the installed @farcaster/core, keeping what the app imports from it', () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@farcaster/core').replace(/index\.js$/, 'index.mjs');
    const code = readFileSync(file, 'utf8');
    const cut = cutFarcasterFactories(code);
    expect(cut).not.toContain('@faker-js/faker');
    expect(lines(cut)).toBe(lines(code));
    for (const name of ['NobleEd25519Signer', 'bytesToHexString', 'makeCastAdd']) {
      expect(cut).toMatch(
        new RegExp(`^var ${name} = |^function ${name}\\(|^async function ${name}\\(`, 'm'),
      );
    }
  });
});
