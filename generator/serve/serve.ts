// Serves the built sites as a static host would: files with their types, compression, caching and
// the site's security headers (its `_headers` file), GET and HEAD only, and a 400 for a path that
// is not valid percent-encoding. A build may replace or remove files while this serves: a file
// is opened once and read through its handle, and one that is gone is that request's 404. The
// build's precompressed copies (`<file>.br`, `<file>.gz`) are served when the client takes them,
// with their length and an ETag (304 on If-None-Match); without them a file is compressed here
// once and cached. A symbolic link leading out of the site's folder is not followed. One answer
// goes beyond a static host: the search page asked for a ZIP of one county redirects to its page
// (zip-redirect.ts), so the county search works without JavaScript.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { type FileHandle, open, realpath } from 'node:fs/promises';
import { type IncomingMessage, type RequestListener, type Server, type ServerResponse, createServer } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { brotliCompress, brotliDecompressSync, gunzipSync, gzip, constants as zlibConstants } from 'node:zlib';
import { BROTLI_QUALITY } from '../precompress.ts';
import { parseHeadersFile, siteHeaders } from '../security-headers.ts';
import { HASHES_FILE } from '../hash-list.ts';
import { checkName, hashListReader } from './hashed-names.ts';
import { readSettled } from './settled-read.ts';
import { zipRedirect } from './zip-redirect.ts';

export { BROTLI_QUALITY };

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

export type { StaticSite } from './static-site.ts';
import type { StaticSite } from './static-site.ts';

/** The decoded path of a request URL, or null when its percent-encoding is broken ('/tx/%', '/hub/%ZZ'). */
export function decodePath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
}

/** Files of the build that are instructions to the host, not part of the site. */
const NOT_SERVED = new Set(['_headers', HASHES_FILE]);

/**
 * A regular file at `path`. Never throws: a file can vanish between two looks, and a path through a file
 * (`index.html/x`, ENOTDIR) or with a name too long for the disk (ENAMETOOLONG) is simply not one.
 */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

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
  // Precompressed copies are served in place of their file, never under their own name.
  if (!NOT_SERVED.has(rel) && !/\.(br|gz)$/.test(rel)) {
    for (const file of [candidate, join(candidate, 'index.html')]) {
      if (isFile(file)) return { file, status: 200, site };
    }
  }
  return notFoundPage(site, rel);
}

function notFoundPage(site: StaticSite, rel: string): { file: string; status: number; site: StaticSite } | null {
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

/** Longest request path answered: longer is 414 (no file of the build has a path near it). */
export const PATH_MAX = 4_096;

/**
 * The request handler behind serveSites, exported so `cli.ts serve` can put the API in front of it. Every request
 * gets a status: an error inside it is a 500 and a log line, never a dropped connection.
 */
export function staticHandler(
  sites: StaticSite[],
  indexHtml: string | null,
  log: (line: string) => void = (line) => console.error(`serve: ${line}`),
): RequestListener {
  const siteSecurity = new Map(sites.map((s) => [s, headersOf(s)]));
  const fallbackSecurity = siteHeaders({ apiBase: null, analytics: null });
  const compressed = compressionCache();
  const hashLists = hashListReader();
  const failed = (req: IncomingMessage, res: ServerResponse, err: unknown): void => {
    log(`${req.method} ${(req.url ?? '').slice(0, 200)}: ${err instanceof Error ? err.message : String(err)}`);
    if (res.headersSent) return void res.destroy();
    plain(res, 500, 'The file could not be read.', { 'cache-control': 'no-store' });
  };
  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '/';
    // Every answer, errors included, carries the security headers.
    for (const [name, value] of Object.entries(fallbackSecurity)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') return void res.writeHead(204, { allow: ALLOW }).end();
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(res, 405, `${req.method} is not allowed here; this server answers ${ALLOW}.`, { allow: ALLOW });
    if (url.split('?')[0]!.length > PATH_MAX)
      return plain(res, 414, `The address is too long: this server answers paths of up to ${PATH_MAX} characters.`);
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
    const rel = (decodePath(url) ?? '').slice(hit.site.prefix.length);
    const zipTo = zipRedirect(sites, hit.site, rel, url.includes('?') ? url.slice(url.indexOf('?')) : '');
    if (zipTo) return void res.writeHead(302, { location: zipTo }).end();
    const site = { ...hit, headers: siteSecurity.get(hit.site) ?? {} };
    sendFile(req, res, site, compressed, hashLists).catch((err: unknown) => {
      // A file that vanished or turned into something else between resolving and opening it, or
      // a link pointing out of the site: that request's 404, never the process's end.
      if (!refusal(err)) return failed(req, res, err);
      const missing = notFoundPage(hit.site, rel);
      if (hit.status === 200 && missing)
        return void sendFile(req, res, { ...missing, headers: site.headers }, compressed, hashLists).catch(() =>
          plain(res, 404, 'Not found'),
        );
      plain(res, 404, 'Not found');
    });
  };
  return (req, res) => {
    try {
      answer(req, res);
    } catch (err) {
      failed(req, res, err);
    }
  };
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

type Encoding = 'br' | 'gzip';

function acceptedEncodings(accept: string): Encoding[] {
  const out: Encoding[] = [];
  if (/\bbr\b/.test(accept)) out.push('br');
  if (/\bgzip\b/.test(accept)) out.push('gzip');
  return out;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Errors that mean "no such file here" (gone, a folder now, or refused), not a broken disk. */
function refusal(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return err instanceof OutsideSite || ['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'EACCES'].includes(code ?? '');
}

class OutsideSite extends Error {}

/**
 * Opens `file` only when its real path (links followed) is inside the site's real folder: a
 * symbolic link out of dist/ is not served.
 */
async function openInside(
  file: string,
  siteDir: string,
): Promise<{ handle: FileHandle; size: number; mtimeMs: number }> {
  const [real, root] = await Promise.all([realpath(file), realpath(siteDir)]);
  if (!real.startsWith(root + sep)) throw new OutsideSite(`${file} leads out of ${siteDir}`);
  const handle = await open(real, 'r');
  try {
    // Stat the opened file, not the name: the name may point elsewhere by now.
    const stat = await handle.stat();
    if (!stat.isFile()) throw Object.assign(new Error(`${file} is not a file`), { code: 'EISDIR' });
    return { handle, size: stat.size, mtimeMs: stat.mtimeMs };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/** A strong validator of one representation: the source's size and time, and the encoding. */
function etagOf(size: number, mtimeMs: number, encoding: Encoding | null): string {
  return `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** The answer to a file caught mid-copy: never a part of it with a 200, and never cached. */
function unsettled(res: ServerResponse): void {
  plain(res, 503, 'This file is being replaced; try again in a moment.', {
    'retry-after': '1',
    'cache-control': 'no-store',
  });
}

/** The bytes of a precompressed copy, when it is whole and holds exactly `source`; else null. */
async function wholeCopy(file: string, siteDir: string, encoding: Encoding, source: Buffer): Promise<Buffer | null> {
  const copy = await openInside(file, siteDir).catch(() => null);
  if (!copy) return null;
  try {
    const read = await readSettled(copy.handle);
    if (!read) return null;
    const inflated = encoding === 'br' ? brotliDecompressSync(read.data) : gunzipSync(read.data);
    return inflated.equals(source) ? read.data : null;
  } catch {
    return null;
  } finally {
    await copy.handle.close().catch(() => undefined);
  }
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  hit: { file: string; status: number; site: StaticSite; headers: Record<string, string> },
  cache: CompressionCache,
  hashLists: (siteDir: string) => ReadonlyMap<string, string>,
): Promise<void> {
  const source = await openInside(hit.file, hit.site.dir);
  let read: Awaited<ReturnType<typeof readSettled>>;
  try {
    // The whole file is read before its headers go: a file changed while read is never sent as a 200.
    read = await readSettled(source.handle);
  } finally {
    await source.handle.close().catch(() => undefined);
  }
  if (!read) return unsettled(res);
  const rel = relative(hit.site.dir, hit.file).split(sep).join('/');
  const named = checkName(rel, read.data, hashLists(hit.site.dir));
  if (named === 'mismatch') return unsettled(res);
  const type = TYPES[extname(hit.file)] ?? 'application/octet-stream';
  const wanted = COMPRESSIBLE.test(type) ? acceptedEncodings(String(req.headers['accept-encoding'] ?? '')) : [];
  // The build's precompressed copy when it is whole and holds this file; else compressed here once and cached.
  let body = read.data;
  let encoding: Encoding | null = null;
  for (const candidate of wanted) {
    const copy = await wholeCopy(hit.file + SUFFIX[candidate], hit.site.dir, candidate, read.data);
    if (copy) {
      body = copy;
      encoding = candidate;
      break;
    }
  }
  if (!encoding && wanted.length && read.size <= CACHE_FILE_MAX) {
    encoding = wanted[0]!;
    body = await cache.get(read, hit.file, encoding);
  }
  const etag = etagOf(read.size, read.mtimeMs, encoding);
  const headers: Record<string, string> = {
    ...hit.headers,
    'content-type': type,
    'cache-control': named === 'verified' ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    etag,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
  if (hit.status === 200 && matches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(hit.status, { ...headers, 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Files up to this size are compressed here when the build left no precompressed copy. */
const CACHE_FILE_MAX = 4 * 1024 * 1024;
/** Bytes of compressed copies kept; the least recently used go first. */
const CACHE_BYTES = 32 * 1024 * 1024;

type CompressionCache = ReturnType<typeof compressionCache>;

function compressionCache() {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let total = 0;
  const compress = (data: Buffer, encoding: Encoding): Promise<Buffer> =>
    new Promise((resolve, reject) =>
      encoding === 'br'
        ? brotliCompress(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }, (e, out) =>
            e ? reject(e) : resolve(out),
          )
        : gzip(data, (e, out) => (e ? reject(e) : resolve(out))),
    );
  return {
    /** The compressed bytes of a file read whole, keyed by its name, size and time. */
    get(source: { data: Buffer; size: number; mtimeMs: number }, file: string, encoding: Encoding): Promise<Buffer> {
      const key = `${encoding}:${source.size}:${source.mtimeMs}:${file}`;
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const made = compress(source.data, encoding);
      entries.set(key, made);
      made.then(
        (buffer) => {
          if (!entries.has(key)) return;
          sizes.set(key, buffer.length);
          total += buffer.length;
          for (const old of entries.keys()) {
            if (total <= CACHE_BYTES) break;
            entries.delete(old);
            total -= sizes.get(old) ?? 0;
            sizes.delete(old);
          }
        },
        () => entries.delete(key),
      );
      return made;
    },
  };
}

/** `guard` is given the server before it listens (the connection caps of `cli.ts start`). */
export function serveSites(
  sites: StaticSite[],
  port: number,
  indexHtml: string | null,
  guard: (server: Server) => void = () => {},
): Promise<Server> {
  const server = createServer(staticHandler(sites, indexHtml));
  guard(server);
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
