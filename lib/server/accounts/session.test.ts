import { clientAddress } from '../tokens';
import { requestToken } from './session';

const request = (headers: Record<string, string>) => new Request('http://shop.test/api/public/signin', { headers });

describe('clientAddress', () => {
  it.each([
    // The server appends the connection's address; what a client writes to the left of it is not believed.
    [0, '6.6.6.6, 203.0.113.9', '203.0.113.9'],
    [0, '203.0.113.9', '203.0.113.9'],
    // Behind one proxy: the proxy appended the client, the server appended the proxy.
    [1, '6.6.6.6, 203.0.113.9, 10.0.0.2', '203.0.113.9'],
    [1, '203.0.113.9, 10.0.0.2', '203.0.113.9'],
    // More hops configured than entries: the leftmost is the best there is.
    [3, '203.0.113.9, 10.0.0.2', '203.0.113.9'],
    // Counted as one: an IPv4 written as IPv6, and the addresses of one IPv6 /64.
    [0, '::ffff:203.0.113.9', '203.0.113.9'],
    [0, '2001:db8:0:12:a:b:c:d', '2001:db8:0:12::/64'],
    [0, '2001:0db8::12:1', '2001:db8:0:0::/64'],
    [0, '::1', '0:0:0:0::/64'],
  ])('with TRUSTED_PROXY_HOPS=%p, X-Forwarded-For %p is %p', (hops, chain, address) => {
    expect(clientAddress(request({ 'x-forwarded-for': chain }), hops)).toBe(address);
  });

  it('is unknown without any address; by default behind no proxy', () => {
    expect(clientAddress(request({}))).toBe('unknown');
    expect(clientAddress(request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
  });
});

describe('requestToken', () => {
  it.each([
    [{ cookie: 'a=1; session=tok123; b=2' }, undefined, 'tok123'],
    [{ authorization: 'Bearer tok456' }, undefined, 'tok456'],
    [{}, 'tok789', 'tok789'],
    [{ cookie: 'session=%E0%A4%A' }, undefined, '%E0%A4%A'],
    [{}, 42, undefined],
    [{ authorization: 'Basic abc' }, undefined, undefined],
  ])('%j with body token %p gives %p', (headers, bodyToken, token) => {
    expect(requestToken(request(headers), bodyToken)).toBe(token);
  });
});
