import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { type RequestListener, type Server, createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.png': 'image/png', '.pdf': 'application/pdf',
};

export interface StaticSite {
  /** URL prefix the site answers under ('/tx/'). */
  prefix: string;
  dir: string;
}

/** Resolves a request path to a file in one of the sites: folders serve index.html; unknown paths the site's 404.html. */
export function resolveFile(sites: StaticSite[], urlPath: string): { file: string; status: number } | null {
  const path = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  const site = sites.filter((s) => path.startsWith(s.prefix) || `${path}/` === s.prefix).sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (!site) return null;
  const rel = normalize(path.slice(site.prefix.length)).replace(/^([/\\])+/, '');
  if (rel.startsWith('..')) return null;
  const candidate = join(site.dir, rel);
  if (!candidate.startsWith(site.dir + sep) && candidate !== site.dir) return null;
  for (const file of [candidate, join(candidate, 'index.html')]) {
    if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
  }
  const spanish = rel.startsWith('es/') || rel === 'es';
  const notFound = join(site.dir, spanish ? 'es/404.html' : '404.html');
  return existsSync(notFound) ? { file: notFound, status: 404 } : null;
}

/** The request handler behind serveSites, exported so `cli.ts serve` can put the API in front of it. */
export function staticHandler(sites: StaticSite[], indexHtml: string | null): RequestListener {
  return (req, res) => {
    const url = req.url ?? '/';
    if (url === '/' && indexHtml) {
      res.writeHead(200, { 'content-type': TYPES['.html']! });
      res.end(indexHtml);
      return;
    }
    const prefixOnly = sites.find((s) => `${url}/` === s.prefix);
    if (prefixOnly) {
      res.writeHead(301, { location: prefixOnly.prefix });
      res.end();
      return;
    }
    const hit = resolveFile(sites, url);
    if (!hit) {
      res.writeHead(404, { 'content-type': TYPES['.txt']! });
      res.end('Not found');
      return;
    }
    const immutable = /-[A-Za-z0-9]{8,}\.(js|css|json|svg)$/.test(hit.file);
    const type = TYPES[extname(hit.file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache', vary: 'accept-encoding' };
    // Compress text as any CDN in front of the static files would, so local measurements match a deployment.
    const encoding = COMPRESSIBLE.test(type) ? pickEncoding(String(req.headers['accept-encoding'] ?? '')) : null;
    if (!encoding) {
      res.writeHead(hit.status, headers);
      createReadStream(hit.file).pipe(res);
      return;
    }
    res.writeHead(hit.status, { ...headers, 'content-encoding': encoding });
    createReadStream(hit.file).pipe(encoding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip()).pipe(res);
  };
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

function pickEncoding(accept: string): 'br' | 'gzip' | null {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

export function serveSites(sites: StaticSite[], port: number, indexHtml: string | null): Promise<Server> {
  const server = createServer(staticHandler(sites, indexHtml));
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use: stop the other server or pass --port <n>`) : err);
    });
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
