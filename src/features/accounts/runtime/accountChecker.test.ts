import { describe, expect, it } from 'vitest';
import { accountCheck } from './accountChecker';

const base = { loggedIn: true, loading: false, hasProductAccount: false, networkAccounts: 2 };

describe('accountCheck (reading.md §4.10)', () => {
  it('opens the account modal for someone logged in with network accounts and no Polycast account', () => {
    expect(accountCheck(base)).toBe('openAccountModal');
  });

  it('sends someone logged in without any network account to sign-up', () => {
    expect(accountCheck({ ...base, networkAccounts: 0 })).toBe('redirectToSignup');
  });

  it('does nothing while loading, when logged out, or with a Polycast account', () => {
    expect(accountCheck({ ...base, loading: true })).toBe('none');
    expect(accountCheck({ ...base, loggedIn: false })).toBe('none');
    expect(accountCheck({ ...base, hasProductAccount: true })).toBe('none');
  });
});
