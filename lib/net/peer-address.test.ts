/**
 * The socket address stamp on a real HTTP server: a client cannot name itself, neither by
 * X-Forwarded-For nor by sending the stamp header.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddressOf } from './client-address';
import { PEER_ADDRESS_HEADER, stampPeerAddresses } from './peer-address';

let server: Server;
let port: number;
beforeAll(async () => {
  stampPeerAddresses();
  server = createServer((req, res) => {
    const peer = String(req.headers[PEER_ADDRESS_HEADER]);
    const client = clientAddressOf(peer, req.headers['x-forwarded-for'] as string, { hops: 0 });
    res.end(JSON.stringify({ peer, client }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('the stamp is the socket address, whatever the client sends', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/`, {
    headers: { 'X-Forwarded-For': '203.0.113.9', [PEER_ADDRESS_HEADER]: '203.0.113.10' },
  });
  expect(await res.json()).toEqual({ peer: '127.0.0.1', client: '127.0.0.1' });
});
