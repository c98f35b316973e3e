#!/usr/bin/env node
/**
 * Serves the exported site the way a static host does: folders answer with
 * their index.html, "/about" redirects to "/about/", unknown paths get
 * 404.html with status 404, and with BASE_PATH the site lives under that path.
 * Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--base /path] [--gzip] [--headers]
 * --headers sends the headers of <dir>/_headers (written by scripts/csp.ts) as
 * Netlify or Cloudflare Pages would: the Content-Security-Policy, security and
 * cache headers (and, as those hosts do, does not serve the file itself).
 * (A few lines of our own instead of a package: none of the common static
 * servers mounts a site under a base path the way GitHub Pages does.)
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { argFlag, argOption } from '../lib/args.mjs';
import { headersFor, parseHeadersFile } from './headers-rules.mjs';

const root = path.resolve(argOption('dir') ?? process.env.OUT_DIR ?? 'out');
const port = Number(argOption('port') ?? process.env.PORT ?? 3000);
const base = (argOption('base') ?? process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const gzip = argFlag('gzip');
const headersPath = path.join(root, '_headers');
if (argFlag('headers') && !fs.existsSync(headersPath)) {
  console.error(`serve: --headers, but ${headersPath} does not exist; run "npm run build" first.`);
  process.exit(1);
}
const headerRules = argFlag('headers') ? parseHeadersFile(fs.readFileSync(headersPath, 'utf8')) : undefined;

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.svg': 'image/svg+xml',
  '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json', '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm', '.pf_meta': 'application/octet-stream',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html; run "npm run build" first.`);
  process.exit(1);
}

/** Header objects merged with later names winning regardless of case. */
function mergeHeaders(...sets) {
  const merged = new Map();
  for (const set of sets) for (const [name, value] of Object.entries(set)) merged.set(name.toLowerCase(), [name, value]);
  return Object.fromEntries(merged.values());
}

function send(req, res, status, file, headers = {}) {
  const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const body = fs.readFileSync(file);
  const fromFile = headerRules ? headersFor(headerRules, new URL(req.url ?? '/', 'http://localhost').pathname) : {};
  const out = mergeHeaders({ 'Content-Type': type, 'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600' }, fromFile, headers);
  if (gzip && compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const zipped = zlib.gzipSync(body, { level: 9 });
    res.writeHead(status, { ...out, 'Content-Encoding': 'gzip', 'Content-Length': zipped.length, Vary: 'Accept-Encoding' });
    res.end(req.method === 'HEAD' ? undefined : zipped);
    return;
  }
  res.writeHead(status, { ...out, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * --h2: HTTP/2 over TLS, as the static hosts serve, with a certificate made
 * for this run (the browser must be told to accept it: --ignore-certificate-errors).
 */
function tlsCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

const handler = (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  if (base && pathname === '/') {
    res.writeHead(302, { Location: `${base}/` });
    return res.end();
  }
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return send(req, res, 404, path.join(root, '404.html'));
  const relative = base ? pathname.slice(base.length) || '/' : pathname;
  const target = path.join(root, path.normalize(relative));
  if (!target.startsWith(root) || (headerRules && target === headersPath)) return send(req, res, 404, path.join(root, '404.html'));
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) {
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${pathname}/${url.search}` });
      return res.end();
    }
    const index = path.join(target, 'index.html');
    if (fs.existsSync(index)) return send(req, res, 200, index);
  } else if (fs.existsSync(target)) {
    return send(req, res, 200, target);
  } else if (fs.existsSync(`${target}.html`)) {
    return send(req, res, 200, `${target}.html`);
  }
  return send(req, res, 404, path.join(root, '404.html'));
};

const h2 = argFlag('h2');
const server = h2 ? http2.createSecureServer({ ...tlsCertificate(), allowHTTP1: true }, handler) : http.createServer(handler);
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at ${h2 ? 'https' : 'http'}://localhost:${port}${base}/`);
});
