/**
 * @jest-environment node
 */
import {
  clientAddress,
  clientKey,
  markSocketAddressRecorded,
  proxyTrust,
  socketAddress,
  widerNetworks,
} from './client-address';

const headers = (values: Record<string, string>) => new Headers(values);
const direct = proxyTrust({});
const nginx = proxyTrust({ TRUSTED_PROXY_HOPS: '1' });

test('the trust model comes from TRUSTED_PROXY_HOPS, on Vercel from VERCEL', () => {
  expect(direct).toEqual({ kind: 'none' });
  expect(nginx).toEqual({ kind: 'hops', hops: 1 });
  expect(proxyTrust({ TRUSTED_PROXY_HOPS: '2' })).toEqual({ kind: 'hops', hops: 2 });
  expect(proxyTrust({ VERCEL: '1' })).toEqual({ kind: 'vercel' });
  expect(proxyTrust({ VERCEL: '1', TRUSTED_PROXY_HOPS: '0' })).toEqual({ kind: 'none' });
  expect(proxyTrust({ TRUSTED_PROXY_HOPS: 'viele' })).toEqual({ kind: 'none' });
});

test('reached directly, no header is believed: whatever a client sends, it stays unknown', () => {
  const sent: Record<string, string>[] = [
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    { 'x-real-ip': '198.51.100.8' },
  ];
  for (const values of sent) {
    expect(clientAddress(headers(values), direct)).toBeUndefined();
  }
});

test('behind one proxy the client is the entry the proxy appended, not what the client sent', () => {
  // nginx appends the address it was reached from to whatever the client sent.
  for (const spoofed of ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'unsinn']) {
    expect(clientAddress(headers({ 'x-forwarded-for': `${spoofed}, 198.51.100.7` }), nginx)).toBe(
      '198.51.100.7',
    );
  }
  expect(
    clientAddress(headers({ 'x-forwarded-for': '9.9.9.9, 198.51.100.7, 10.0.0.2' }), {
      kind: 'hops',
      hops: 2,
    }),
  ).toBe('198.51.100.7');
  expect(clientAddress(headers({ 'x-real-ip': '198.51.100.8' }), nginx)).toBeUndefined();
  expect(clientAddress(headers({ 'x-forwarded-for': 'kein-ip' }), nginx)).toBeUndefined();
  expect(clientAddress(headers({}), nginx)).toBeUndefined();
});

test('on Vercel the address Vercel sets in X-Real-IP', () => {
  const vercel = { kind: 'vercel' } as const;
  expect(clientAddress(headers({ 'x-real-ip': '198.51.100.8' }), vercel)).toBe('198.51.100.8');
  expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.8' }), vercel)).toBeUndefined();
});

test('IPv6 clients count by their /64 network; IPv4-mapped addresses as IPv4', () => {
  const of = (address: string) => clientAddress(headers({ 'x-forwarded-for': address }), nginx);
  expect(of('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  expect(of('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
  expect(of('2001:0db8:0001:0002:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(of('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(of('::ffff:198.51.100.7')).toBe('198.51.100.7');
});

test('the client key is a pseudonym: stable, different per address and secret, not the address', () => {
  const key = clientKey('198.51.100.7', 'geheim');
  expect(key).toBe(clientKey('198.51.100.7', 'geheim'));
  expect(key).not.toBe(clientKey('198.51.100.8', 'geheim'));
  expect(key).not.toBe(clientKey('198.51.100.7', 'anderes'));
  expect(key).not.toContain('198');
});

test('an IPv6 /64 is counted by its /48 as well; IPv4 has no wider network', () => {
  expect(widerNetworks('2001:db8:1:2::/64')).toEqual(['2001:db8:1::/48']);
  expect(widerNetworks('2001:db8:0:0::/64')).toEqual(['2001:db8:0::/48']);
  expect(widerNetworks('198.51.100.7')).toEqual([]);
});

test('reached directly, the connection’s address is read only once the request hook writes it', () => {
  const sent = headers({ 'x-socket-address': '127.0.0.5' });
  expect(socketAddress(sent, direct)).toBeUndefined();
  markSocketAddressRecorded();
  expect(socketAddress(sent, direct)).toBe('127.0.0.5');
  expect(socketAddress(headers({ 'x-socket-address': '2001:db8:1:2::9' }), direct)).toBe(
    '2001:db8:1:2::/64',
  );
  // Behind a proxy the connection is the proxy's.
  expect(socketAddress(sent, nginx)).toBeUndefined();
  expect(socketAddress(sent, { kind: 'vercel' })).toBeUndefined();
});
