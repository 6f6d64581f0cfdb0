import { describe, expect, it } from 'vitest';
import { xSignInErrorMessage } from './xSignInError';

describe('xSignInErrorMessage', () => {
  it('says in words why an X sign-in came back without an account', () => {
    expect(xSignInErrorMessage('other_browser')).toBe(
      'This X sign-in was started in another browser. Start it again here.',
    );
    expect(xSignInErrorMessage('access_denied')).toMatch(/did not allow/);
    expect(xSignInErrorMessage('expired')).toMatch(/expired/);
    expect(xSignInErrorMessage('server_error')).toBe(
      'X could not complete the sign-in. Please try again.',
    );
  });

  it('names a code it does not know as it came', () => {
    expect(xSignInErrorMessage('invalid_scope')).toBe('X sign-in failed (invalid_scope).');
  });
});
