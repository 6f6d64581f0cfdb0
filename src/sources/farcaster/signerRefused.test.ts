import { describe, expect, it } from 'vitest';
import { isSignerRefused } from './signerRefused';

describe('a hub refusing the signer', () => {
  it('is the validation failure about the signer, nothing else', () => {
    const code = 'bad_request.validation_failure';
    expect(
      isSignerRefused({ kind: 'invalid', code, message: 'invalid signer: signer 0xab not found' }),
    ).toBe(true);
    expect(isSignerRefused({ kind: 'invalid', code, message: 'incorrect network' })).toBe(false);
    expect(
      isSignerRefused({
        kind: 'invalid',
        code: 'bad_request.duplicate',
        message: 'invalid signer',
      }),
    ).toBe(false);
  });
});
