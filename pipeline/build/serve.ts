// Serves the built sites as a static host would: files with their types, compression, caching and
// the site's security headers (its `_headers` file), GET and HEAD only, and a 400 for a path that
// is not valid percent-encoding.
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { type RequestListener, type Server, type ServerResponse, createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { parseHeadersFile, siteHeaders } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export interface StaticSite {
  /** URL prefix the site answers under ('/tx/'). */
  prefix: string;
  dir: string;
}

/** The decoded path of a request URL, or null when its percent-encoding is broken ('/tx/%', '/hub/%ZZ'). */
export function decodePath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
}

/** Files of the build that are instructions to the host, not part of the site. */
const NOT_SERVED = new Set(['_headers']);

/**
 * Resolves a request path to a file in one of the sites: folders serve index.html; unknown paths the site's 404.html.
 */
export function resolveFile(
  sites: StaticSite[],
  urlPath: string,
): { file: string; status: number; site: StaticSite } | null {
  const path = decodePath(urlPath);
  if (path === null) return null;
  const site = sites
    .filter((s) => path.startsWith(s.prefix) || `${path}/` === s.prefix)
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (!site) return null;
  const rel = normalize(path.slice(site.prefix.length)).replace(/^([/\\])+/, '');
  if (rel.startsWith('..') || rel.includes('\0')) return null;
  const candidate = join(site.dir, rel);
  if (!candidate.startsWith(site.dir + sep) && candidate !== site.dir) return null;
  if (!NOT_SERVED.has(rel)) {
    for (const file of [candidate, join(candidate, 'index.html')]) {
      if (existsSync(file) && statSync(file).isFile()) return { file, status: 200, site };
    }
  }
  const spanish = rel.startsWith('es/') || rel === 'es';
  const notFound = join(site.dir, spanish ? 'es/404.html' : '404.html');
  return existsSync(notFound) ? { file: notFound, status: 404, site } : null;
}

/** The headers of a site's `_headers` file (written by the build), or the policy of a plain build. */
function headersOf(site: StaticSite): Record<string, string> {
  const file = join(site.dir, '_headers');
  return existsSync(file)
    ? parseHeadersFile(readFileSync(file, 'utf8'))
    : siteHeaders({ apiBase: null, analytics: null });
}

const ALLOW = 'GET, HEAD, OPTIONS';

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': TYPES['.txt']!, ...headers });
  res.end(text);
}

/** The request handler behind serveSites, exported so `cli.ts serve` can put the API in front of it. */
export function staticHandler(sites: StaticSite[], indexHtml: string | null): RequestListener {
  const siteSecurity = new Map(sites.map((s) => [s, headersOf(s)]));
  const fallbackSecurity = siteHeaders({ apiBase: null, analytics: null });
  return (req, res) => {
    const url = req.url ?? '/';
    // Every answer, errors included, carries the security headers.
    for (const [name, value] of Object.entries(fallbackSecurity)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') return void res.writeHead(204, { allow: ALLOW }).end();
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(res, 405, `${req.method} is not allowed here; this server answers ${ALLOW}.`, { allow: ALLOW });
    if (decodePath(url) === null) return plain(res, 400, 'Bad request: the address is not valid percent-encoding.');
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
    if (!hit) return plain(res, 404, 'Not found');
    const immutable = /-[A-Za-z0-9]{8,}\.(js|css|json|svg)$/.test(hit.file);
    const type = TYPES[extname(hit.file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      ...siteSecurity.get(hit.site),
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    // Compress text as any CDN in front of the static files would, so local measurements match a deployment.
    const encoding = COMPRESSIBLE.test(type) ? pickEncoding(String(req.headers['accept-encoding'] ?? '')) : null;
    res.writeHead(hit.status, encoding ? { ...headers, 'content-encoding': encoding } : headers);
    if (req.method === 'HEAD') return void res.end();
    const file = createReadStream(hit.file);
    if (!encoding) return void file.pipe(res);
    file
      .pipe(
        encoding === 'br'
          ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : createGzip(),
      )
      .pipe(res);
  };
}

/** Quality of on-the-fly brotli: what a CDN compressing as it serves uses, fast enough per request. */
export const BROTLI_QUALITY = 5;

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
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`port ${port} is already in use: stop the other server or pass --port <n>`)
          : err,
      );
    });
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
