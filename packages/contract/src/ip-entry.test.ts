import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ipEntryProblem, ipVersion } from './admin-settings.js';
import { MSG } from './messages.js';

const M = MSG.adminSettings;

describe('ipVersion agrees with node:isIP (the browser checks what the server will accept)', () => {
  it.each([
    '1.2.3.4',
    '255.255.255.255',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3',
    '1.2.3.4.5',
    '::1',
    '::',
    '2001:db8::1',
    '2001:db8:0:0:0:0:0:1',
    '::ffff:1.2.3.4',
    '2001:db8::g',
    '1:2:3:4:5:6:7:8:9',
    'abc',
    '',
    ' 1.2.3.4',
    '[::1]',
    '2001:db8::/32',
    'localhost',
  ])('%s', (addr) => {
    expect(ipVersion(addr)).toBe(isIP(addr));
  });
  it('refuses a zone id (fe80::1%eth0), which node accepts but no client address carries', () => {
    expect(ipVersion('fe80::1%eth0')).toBe(0);
  });
});

describe('ipEntryProblem (issue 26: the security tab refuses a bad entry when it is added)', () => {
  it.each([
    ['203.0.113.7', undefined],
    ['203.0.113.0/24', undefined],
    ['2001:db8::/32', undefined],
    ['999.1.1.1', M.ipInvalid('999.1.1.1')],
    ['10.0.0.0/33', M.ipPrefixInvalid('10.0.0.0/33', 32)],
    ['10.0.0.0/8/1', M.ipInvalid('10.0.0.0/8/1')],
    ['  ', M.ipEmpty],
  ])('%s', (entry, problem) => {
    expect(ipEntryProblem(entry)).toBe(problem);
  });
});
