import { describe, expect, it } from 'vitest';
import { JsonFloat, stringifyJson } from './json';

describe('stringifyJson', () => {
  it('writes u64 values beyond 2^53 exactly', () => {
    expect(stringifyJson({ rentEpoch: 18446744073709551615n, lamports: 5n })).toBe(
      '{"rentEpoch":18446744073709551615,"lamports":5}',
    );
  });

  it('keeps the decimal point of whole floats, as serde_json does', () => {
    expect(stringifyJson([new JsonFloat(420000000), new JsonFloat(12.5), new JsonFloat(0)])).toBe(
      '[420000000.0,12.5,0.0]',
    );
  });

  it('leaves out undefined fields and writes undefined array items as null', () => {
    expect(stringifyJson({ a: undefined, b: null, c: [undefined, 'x'] })).toBe(
      '{"b":null,"c":[null,"x"]}',
    );
  });

  it('escapes strings like JSON.stringify', () => {
    expect(stringifyJson({ 'k"ey': 'line\nbreak' })).toBe(
      JSON.stringify({ 'k"ey': 'line\nbreak' }),
    );
  });
});
