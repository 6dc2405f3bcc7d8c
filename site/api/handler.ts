// The /api request handler: CORS, method, rate limit, body, honeypot, then the route. Every
// answer is JSON ({ ok, error, message, status }) except the pages the e-mail links open.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson } from './body.ts';
import type { ApiConfig } from './config.ts';
import { API_PREFIX, HONEYPOT_FIELD, type ApiLanguage } from './contract.ts';
import { corsHeaders, corsVerdict, preflightHeaders } from './cors.ts';
import { emailTemplates } from './emails.ts';
import { createMailer } from './mailer.ts';
import { say } from './messages.ts';
import { rateLimiter } from './rate-limit.ts';
import { ROUTES, failure, success, type Deps, type Reply } from './routes.ts';
import { openStore } from './store.ts';

export type Api = ReturnType<typeof createApi>;

function headerLanguage(req: IncomingMessage): ApiLanguage {
  return /^\s*es\b/i.test(req.headers['accept-language'] ?? '') ? 'es' : 'en';
}

function bodyLanguage(body: unknown, fallback: ApiLanguage): ApiLanguage {
  const lang = (body as { language?: unknown } | null)?.language;
  return lang === 'es' || lang === 'en' ? lang : fallback;
}

function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]!.trim() : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

function send(res: ServerResponse, reply: Reply, headers: Record<string, string>): void {
  const html = reply.html !== undefined;
  res.writeHead(reply.status, {
    'content-type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // The link pages carry a token in their URL: no referrer leaves them, no script runs on them.
    ...(html ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'", 'referrer-policy': 'no-referrer' } : {}),
    ...headers,
  });
  res.end(html ? reply.html : reply.json === undefined ? undefined : JSON.stringify(reply.json));
}

export function createApi(cfg: ApiConfig, log: (line: string) => void = (line) => console.error(`api: ${line}`)) {
  const store = openStore({ dataDir: cfg.dataDir, now: cfg.now, resendAfterMinutes: cfg.resendAfterMinutes, confirmTokenDays: cfg.confirmTokenDays });
  const mailer = createMailer({ smtpUrl: cfg.smtpUrl, from: cfg.mailFrom, dataDir: cfg.dataDir });
  const limiter = rateLimiter(cfg.rateLimit);
  const deps: Deps = { store, mailer, cfg, templates: emailTemplates(cfg.templatesDir), log };
  let base = cfg.publicUrl;

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice(API_PREFIX.length) || '/';
    const verdict = corsVerdict(req.headers, cfg.allowedOrigins);
    const cors = corsHeaders(verdict);
    let lang = headerLanguage(req);
    const route = ROUTES[path];
    if (verdict.kind === 'denied') return send(res, failure(403, 'origin_not_allowed', say(lang, 'originNotAllowed', { origin: verdict.origin })), cors);
    if (!route) return send(res, failure(404, 'not_found', say(lang, 'notFound', { path: url.pathname })), cors);
    const allowed = `${route.method}, OPTIONS`;
    if (req.method === 'OPTIONS') return send(res, { status: 204 }, preflightHeaders(verdict, allowed));
    if (req.method !== route.method) {
      return send(res, failure(405, 'method_not_allowed', say(lang, 'methodNotAllowed', { path: url.pathname, allowed: route.method })), { ...cors, allow: allowed });
    }
    let body: unknown;
    if (route.method === 'POST') {
      const take = limiter.take(clientIp(req, cfg.trustProxy));
      if (!take.ok) {
        req.resume();
        const wait = String(take.retryAfterSeconds);
        return send(res, failure(429, 'rate_limited', say(lang, 'rateLimited', { seconds: wait })), { ...cors, 'retry-after': wait });
      }
      const read = await readJson(req, cfg.maxBodyBytes);
      if (!read.ok) {
        if (read.status === 415) return send(res, failure(415, read.error, say(lang, 'unsupportedMedia', { found: read.found })), cors);
        if (read.status === 400) return send(res, failure(400, read.error, say(lang, 'malformedJson')), cors);
        return send(res, failure(413, read.error, say(lang, 'tooLarge', { max: cfg.maxBodyBytes })), { ...cors, ...(read.closeConnection ? { connection: 'close' } : {}) });
      }
      body = read.body;
      lang = bodyLanguage(body, lang);
      const trap = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
      if (route.decoy && trap !== undefined && trap !== null && trap !== '') return send(res, success(lang, ...route.decoy), cors);
    }
    send(res, await route.handle({ lang, body, url, base }, deps), cors);
  }

  return {
    store,
    mailer,
    /** Handles /api requests; returns false for any other path so the caller can serve it. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const url = new URL(req.url ?? '/', 'http://api.invalid');
      if (url.pathname !== API_PREFIX && !url.pathname.startsWith(`${API_PREFIX}/`)) return false;
      try {
        await answer(req, res, url);
      } catch (err) {
        log(`${req.method} ${url.pathname} failed: ${err instanceof Error ? err.stack : String(err)}`);
        if (!res.headersSent) send(res, failure(500, 'server_error', say(headerLanguage(req), 'serverError')), {});
        else res.destroy();
      }
      return true;
    },
    /** The origin e-mail links point at when API_PUBLIC_URL is not set. */
    setBase(url: string): void {
      if (!cfg.publicUrl) base = url.replace(/\/+$/, '');
    },
    close(): void {
      mailer.close();
      store.close();
    },
  };
}
