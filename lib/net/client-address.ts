/**
 * Who is really calling: the address of the TCP peer, or, when that peer is a proxy we were
 * told to trust (TRUSTED_PROXIES), the address that proxy recorded in X-Forwarded-For. Proxies
 * append to X-Forwarded-For, so it is read from the right: each trusted hop is skipped and the
 * first address no trusted proxy vouches for is the client. Everything to its left was written
 * by the client itself and is never believed.
 */
import { BlockList, isIP } from 'node:net';

/** None (the socket is the client), a number of proxy hops in front of us, or their addresses. */
export type TrustedProxies = { hops: number } | { ranges: readonly string[] };

export const NO_TRUSTED_PROXIES: TrustedProxies = { hops: 0 };

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 seen through an IPv6 socket. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

/** Whether `entry` is an IP address or a CIDR range, like 10.0.0.0/8 or fd00::/8. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

function rangeList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of ranges) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(normaliseAddress(address), type);
    else list.addSubnet(normaliseAddress(address), Number(bits), type);
  }
  return list;
}

function isInRanges(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address from the socket peer and the X-Forwarded-For header it sent. With
 * `{ hops: n }` the n nearest hops are proxies; with `{ ranges }` every hop inside them is.
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map(normaliseAddress)
    .filter((a) => a !== '');
  // Nearest first: the socket, then what the nearest proxy appended, and so on.
  const socket = normaliseAddress(peer);
  const chain = [socket, ...forwarded.reverse()];
  if ('hops' in trusted) return chain[Math.min(trusted.hops, chain.length - 1)] ?? socket;
  const list = rangeList(trusted.ranges);
  let i = 0;
  while (i < chain.length - 1 && isInRanges(list, chain[i] ?? '')) i++;
  // A malformed entry is where belief stops: report the last hop that was a real address.
  const hop = chain[i] ?? socket;
  return isIP(hop) ? hop : (chain[i - 1] ?? socket);
}

/** Parses TRUSTED_PROXIES: empty or 0 (none), a hop count, or a comma list of IPs and CIDRs. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | string {
  const text = (value ?? '').trim();
  if (text === '') return NO_TRUSTED_PROXIES;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : 'a hop count must be between 0 and 10';
  }
  const ranges = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = ranges.filter((r) => !isAddressOrRange(r));
  if (bad.length) return `not an IP address or CIDR range: ${bad.join(', ')}`;
  return { ranges };
}
