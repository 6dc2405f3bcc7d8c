// The rate limit's key for a client address: IPv6 per /64 in any spelling, IPv4 as itself, and
// an X-Forwarded-For entry without the port or brackets a proxy may have written around it.
import { describe, expect, it } from 'vitest';
import { bareAddress, rateKey } from '../../../api/client-ip.ts';

describe('rateKey', () => {
  it('puts every spelling of addresses in one IPv6 /64 in one bucket', () => {
    const keys = [
      '2001:db8:abcd:12::1',
      '2001:0db8:abcd:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:ABCD:12:1:2:3:4',
      '2001:db8:abcd:12::1.2.3.4',
    ].map(rateKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:abcd:12::/64']));
    expect(rateKey('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(rateKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps IPv4, also when written as IPv6, and leaves what is not an address as it is', () => {
    expect(rateKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateKey('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(rateKey('unknown')).toBe('unknown');
    expect(rateKey('1:2:3')).toBe('1:2:3');
    expect(rateKey('1::2::3')).toBe('1::2::3');
  });
});

describe('bareAddress', () => {
  it('drops the port a proxy wrote after the address, so each source port is not a client of its own', () => {
    expect(bareAddress('192.0.2.9:40001')).toBe('192.0.2.9');
    expect(bareAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(bareAddress('[::ffff:1.2.3.4]:8080')).toBe('::ffff:1.2.3.4');
  });

  it('drops the brackets around an IPv6 address', () => {
    expect(bareAddress('[2001:db8::1]')).toBe('2001:db8::1');
  });

  it('leaves an address without port or brackets as it is (a bare IPv6 has several colons)', () => {
    for (const address of ['192.0.2.9', '2001:db8::1', '::1', '::ffff:1.2.3.4', '2001:db8:0:0:0:0:0:443', 'unknown'])
      expect(bareAddress(address)).toBe(address);
  });
});
