import { describe, expect, it } from 'vitest';
import { ipLiteralOf, isPublicAddress } from './addressGuard';

describe('isPublicAddress (the SSRF guard)', () => {
  it('refuses this host, private, shared, link-local, multicast and reserved IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses IPv6 loopback, unique-local, link-local and IPv4 dressed as IPv6', () => {
    for (const address of [
      '::1',
      '::',
      'fd00::1',
      'fe80::1%eth0',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      'ff02::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses IPv4-translated addresses (RFC 2765) and SRv6 segment ids (RFC 9602)', () => {
    for (const address of [
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '::ffff:0:a00:1',
      '::ffff:0:a9fe:a9fe',
      '5f00::1',
      '5f00:ffff::7f00:1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    // Just outside those ranges, still public.
    expect(isPublicAddress('5f01::1')).toBe(true);
  });

  it('lets public addresses through, and nothing that is not an IP', () => {
    for (const address of ['1.1.1.1', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    expect(isPublicAddress('example.com')).toBe(false);
  });

  it('reads IP literals from URLs, as the URL parser normalised them', () => {
    expect(ipLiteralOf(new URL('http://2130706433/'))).toBe('127.0.0.1');
    expect(ipLiteralOf(new URL('http://0x7f.1/'))).toBe('127.0.0.1');
    expect(ipLiteralOf(new URL('http://[::1]:8080/'))).toBe('::1');
    expect(ipLiteralOf(new URL('http://example.com/'))).toBeUndefined();
  });
});
