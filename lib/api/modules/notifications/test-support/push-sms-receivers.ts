/**
 * Stand-ins for the services the push and SMS channels talk to, as real HTTP servers on this
 * machine (node:http): a push service that keeps what it receives and can decrypt it as the
 * browser would, a browser's subscription keys, and an SMS provider's receiving endpoint.
 * Each answers with the statuses a test queues (`answers`), then 201/200.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type Receiver = {
  url: string;
  received: Received[];
  /** Statuses to answer with, in order, before the default success. */
  answers: number[];
  /** A status every request to this path gets (a device the service has dropped). */
  byPath: Record<string, number>;
  /** Milliseconds to wait before answering (a time-out test). */
  delayMs: number;
  close: () => Promise<void>;
};

export async function startReceiver(success = 201, successBody = ''): Promise<Receiver> {
  const receiver: Omit<Receiver, 'url' | 'close'> = {
    received: [],
    answers: [],
    byPath: {},
    delayMs: 0,
  };
  const waiting = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const status = receiver.byPath[req.url ?? ''] ?? receiver.answers.shift() ?? success;
      const timer = setTimeout(() => {
        waiting.delete(timer);
        if (res.destroyed) return;
        res.writeHead(status, { Location: `/messages/${receiver.received.length}` });
        res.end(status === success ? successBody : `status ${status}`);
      }, receiver.delayMs);
      waiting.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of waiting) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A browser's push subscription keys, and how it reads a message sent to them (RFC 8291). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const keys = {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
  };
  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    const shared = ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
    const derive = (label: string, length: number) =>
      Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length),
      );
    const decipher = createDecipheriv('aes-128-gcm', derive('aes128gcm', 16), derive('nonce', 12));
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    const end = padded.lastIndexOf(2);
    return padded.subarray(0, end).toString('utf8');
  };
  return { keys, decrypt };
}
