import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/lib/build/free-port';

// The bench measures pages as a static host serves them: HTTP/2 over TLS, gzip-compressed (scripts/serve.mjs --h2 --gzip).
describe('scripts/serve.mjs --h2', () => {
  let server: ChildProcess;
  let origin = '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-h2-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>t</title><p>${'hello '.repeat(200)}</p>`);
    fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>404</title>');
    const port = await freePort();
    origin = `https://localhost:${port}`;
    server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--gzip', '--h2'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
      server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
  }, 30_000);
  afterAll(() => {
    server?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers over HTTP/2 with TLS, gzip-compressed', async () => {
    const client = http2.connect(origin, { rejectUnauthorized: false });
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      const req = client.request({ ':path': '/', 'accept-encoding': 'gzip' });
      req.on('response', (h) => {
        req.resume();
        req.on('end', () => resolve(h));
      });
      req.on('error', reject);
      req.end();
    });
    client.close();
    expect(headers[':status']).toBe(200);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-type']).toMatch(/^text\/html/);
  });
});
