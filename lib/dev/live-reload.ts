/**
 * Live reload for `npm run dev`: a few lines of browser script, added to every
 * HTML page the preview serves, keep a WebSocket open to the preview and
 * reload the page when told to (after content changed) or when the preview
 * comes back after a restart. A WebSocket rather than server-sent events
 * because browsers allow only six ordinary connections to one host, and an
 * editor may keep more tabs open than that.
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

export const RELOAD_PATH = '/__content-reload';

/** The script tag appended to every HTML page in the preview. */
export const RELOAD_SCRIPT = `<script>(function () {
  var seen = false;
  function connect() {
    var socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '${RELOAD_PATH}');
    socket.onopen = function () { if (seen) location.reload(); seen = true; };
    socket.onmessage = function (event) { if (event.data === 'reload') location.reload(); };
    socket.onclose = function () { setTimeout(connect, 1000); };
  }
  connect();
})();</script>`;

/** One unfragmented, unmasked text frame, as a server sends it (RFC 6455 §5.2). */
export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x81, length])
      : length < 65536
        ? Buffer.from([0x81, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x81, 127]), (() => { const b = Buffer.alloc(8); b.writeBigUInt64BE(BigInt(length)); return b; })()]);
  return Buffer.concat([header, payload]);
}

/** The browsers' sockets waiting for a reload. */
export class ReloadHub {
  private readonly sockets = new Set<Duplex>();

  /** Completes the WebSocket handshake of an upgrade request to RELOAD_PATH and keeps the socket. */
  accept(req: IncomingMessage, socket: Duplex): void {
    const key = req.headers['sec-websocket-key'];
    if (typeof key !== 'string') {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const accept = crypto.createHash('sha1').update(key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11').digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    this.sockets.add(socket);
    const drop = () => this.sockets.delete(socket);
    socket.on('close', drop);
    socket.on('error', drop);
    // The browser only ever sends a close frame (opcode 8); answer it by closing.
    socket.on('data', (data: Buffer) => {
      if ((data[0]! & 0x0f) === 8) socket.end(Buffer.from([0x88, 0]));
    });
  }

  reload(): number {
    const frame = textFrame('reload');
    for (const socket of this.sockets) socket.write(frame);
    return this.sockets.size;
  }

  close(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}
