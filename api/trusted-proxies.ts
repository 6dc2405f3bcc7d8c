// The proxies you run in front of `serve`: only their X-Forwarded-For is believed, and they are
// exempt from the per-address connection cap (every visitor arrives through them). Addresses are
// compared as written, with an IPv4 address seen through IPv6 (::ffff:10.0.0.2) taken as itself.

/** An address as the socket reports it, with the IPv6 form of an IPv4 address reduced to the IPv4. */
const plainAddress = (address: string): string => address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** API_TRUSTED_PROXIES (comma-separated addresses); with API_TRUST_PROXY set and no list, this machine's own. */
export function trustedProxyList(env: NodeJS.ProcessEnv, hops: number): string[] {
  const given = (env.API_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const address of given)
    if (!/^[0-9a-f:.]+$/i.test(address))
      throw new Error(`API_TRUSTED_PROXIES: expected IP addresses separated by commas, found '${address}'`);
  if (given.length > 0) return given.map(plainAddress);
  return hops > 0 ? ['127.0.0.1', '::1'] : [];
}

export function trustedProxy(list: readonly string[]): (address: string | undefined) => boolean {
  const set = new Set(list.map(plainAddress));
  return (address) => address !== undefined && set.has(plainAddress(address));
}
