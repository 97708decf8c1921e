import { BlockList, isIP } from 'node:net';
import { ipEntryProblem } from '@yuexue/contract';

export type IpRule =
  | { kind: 'address'; family: 'ipv4' | 'ipv6'; address: string }
  | { kind: 'subnet'; family: 'ipv4' | 'ipv6'; address: string; prefix: number };

/** Strips the IPv4-mapped IPv6 prefix so ::ffff:1.2.3.4 matches a rule written as 1.2.3.4. */
export function normalizeIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1]! : ip;
}

/** Parses one list entry: an IPv4 or IPv6 address, or a CIDR range. Returns a zh-CN reason when malformed. */
export function parseIpRule(entry: string): IpRule | { error: string } {
  // One rule for the security tab (as an entry is added) and here (on save): the contract's.
  const problem = ipEntryProblem(entry);
  if (problem) return { error: problem };
  const [addr = '', prefixText] = entry.trim().split('/');
  const family = isIP(addr) === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { kind: 'address', family, address: addr };
  return { kind: 'subnet', family, address: addr, prefix: Number(prefixText) };
}

/** Compiles a settings list into a matcher; malformed entries are skipped (they are refused on save). */
export function compileIpList(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  let size = 0;
  for (const entry of entries) {
    const rule = parseIpRule(entry);
    if ('error' in rule) continue;
    if (rule.kind === 'address') list.addAddress(rule.address, rule.family);
    else list.addSubnet(rule.address, rule.prefix, rule.family);
    size += 1;
  }
  if (size === 0) return () => false;
  return (ip: string) => {
    const addr = normalizeIp(ip);
    const v = isIP(addr);
    return v !== 0 && list.check(addr, v === 4 ? 'ipv4' : 'ipv6');
  };
}
