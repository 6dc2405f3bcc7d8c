// The /api request handler: CORS, method, rate limit, body, text, honeypot, then the route. Every
// answer is JSON ({ ok, error, message, status }) except the pages the e-mail links open. E-mails
// are never sent here: routes queue them in the outbox and the worker (mail-worker.ts) sends them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, type BodyResult } from './body.ts';
import { clientIp, rateKey } from './client-ip.ts';
import type { ApiConfig } from './config.ts';
import { API_PATHS, API_PREFIX, HONEYPOT_FIELD, type ApiLanguage } from './contract.ts';
import { corsHeaders, corsVerdict, knownHosts, knownOrigins, preflightHeaders } from './cors.ts';
import { RETRY_AFTER_SECONDS, databaseUnavailable } from './db-errors.ts';
import { confirmMail, contactMail, emailTemplates, troublePage } from './emails.ts';
import { episodeLog, plural } from './episode-log.ts';
import { type Mail, createMailer } from './mailer.ts';
import { createMailWorker } from './mail-worker.ts';
import { say } from './messages.ts';
import { composeNotify } from './notify-emails.ts';
import type { Job } from './outbox.ts';
import { databaseRateLimiter } from './rate-limit-db.ts';
import { rateLimiter, type Take } from './rate-limit.ts';
import { ROUTES, failure, success, type Deps, type Reply } from './routes.ts';
import { brokenText } from './schemas.ts';
import { API_CSP, LINK_PAGE_CSP, SECURITY_HEADERS } from './security-headers.ts';
import { openStore } from './store.ts';
import type { ConfirmPayload } from './subscribers.ts';
import { normalizeText } from './text-input.ts';
import { trustedProxy } from './trusted-proxies.ts';

export type Api = Awaited<ReturnType<typeof createApi>>;

function headerLanguage(req: IncomingMessage): ApiLanguage {
  return /^\s*es\b/i.test(req.headers['accept-language'] ?? '') ? 'es' : 'en';
}

function linkLanguage(url: URL, req: IncomingMessage): ApiLanguage {
  const lang = url.searchParams.get('lang');
  return lang === 'es' || lang === 'en' ? lang : headerLanguage(req);
}

/** Reads and drops a body that is not JSON (a one-click unsubscribe's form), within the size limit. */
async function discardBody(req: IncomingMessage, maxBytes: number): Promise<boolean> {
  let size = 0;
  return new Promise((resolve, reject) => {
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        resolve(false);
      }
    });
    req.on('end', () => resolve(size <= maxBytes));
    req.on('error', reject);
  });
}

function bodyLanguage(body: unknown, fallback: ApiLanguage): ApiLanguage {
  const lang = (body as { language?: unknown } | null)?.language;
  return lang === 'es' || lang === 'en' ? lang : fallback;
}

function send(res: ServerResponse, reply: Reply, headers: Record<string, string>): void {
  const html = reply.html !== undefined;
  const payload = html ? reply.html : reply.json === undefined ? undefined : JSON.stringify(reply.json);
  res.writeHead(reply.status, {
    ...SECURITY_HEADERS,
    'content-type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    // The link pages carry a token in their URL: no referrer leaves them, no script runs on them.
    'content-security-policy': html ? LINK_PAGE_CSP : API_CSP,
    ...(html ? { 'referrer-policy': 'no-referrer' } : {}),
    // Set here, not by Node at the end: a HEAD answer has no body to measure and must still say GET's length.
    ...(payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) }),
    ...reply.headers,
    ...headers,
  });
  res.end(payload);
}

/** The answer to a body that could not be read, in the request's language. */
function bodyFailure(read: Exclude<BodyResult, { ok: true }>, lang: ApiLanguage, maxBytes: number): Reply {
  switch (read.error) {
    case 'unsupported_media_type':
      return failure(415, read.error, say(lang, 'unsupportedMedia', { found: read.found }));
    case 'malformed_json':
      return failure(400, read.error, say(lang, read.reason === 'utf8' ? 'notUtf8' : 'malformedJson'));
    case 'too_deep':
      return failure(400, read.error, say(lang, 'tooDeep', { max: read.max }));
    case 'too_many_values':
      return failure(413, 'payload_too_large', say(lang, 'tooManyValues', { max: read.max }));
    case 'payload_too_large':
      return failure(413, read.error, say(lang, 'tooLarge', { max: maxBytes }));
  }
}

export async function createApi(cfg: ApiConfig, log: (line: string) => void = (line) => console.error(`api: ${line}`)) {
  const store = await openStore({
    dataDir: cfg.dataDir,
    databaseUrl: cfg.databaseUrl,
    now: cfg.now,
    resendAfterMinutes: cfg.resendAfterMinutes,
    confirmTokenDays: cfg.confirmTokenDays,
    confirmMailsPerDay: cfg.confirmMailsPerDay,
    timeoutMs: cfg.dbTimeoutMs,
    // The server may start before its database: it waits (with back-off) instead of exiting.
    waitForDatabase: true,
    log,
  });
  const mailer = createMailer({ smtpUrl: cfg.smtpUrl, from: cfg.mailFrom, dataDir: cfg.dataDir });
  const templates = emailTemplates(cfg.templatesDir);
  // Several processes share one database: their limit must be shared too.
  // X-Forwarded-For is read only from the proxies you run: from anyone else it is the client's own say.
  const fromProxy = trustedProxy(cfg.trustedProxies);
  const limiter: { take(key: string): Take | Promise<Take> } = cfg.databaseUrl
    ? databaseRateLimiter(store.db, cfg.rateLimit)
    : rateLimiter(cfg.rateLimit);
  let base = cfg.publicUrl;
  let origins = knownOrigins([], cfg.publicUrl, cfg.allowedOrigins);
  let hosts = knownHosts(origins);

  async function compose(job: Job): Promise<Mail | null> {
    if (job.kind === 'notify-confirm' || job.kind === 'notify-update')
      return composeNotify(job, store, templates, cfg, base);
    if (job.kind === 'confirm') {
      const subscriber = job.subscriber_id === null ? undefined : await store.subscriber(job.subscriber_id);
      if (!subscriber || !job.payload) return null;
      return confirmMail(templates, cfg, subscriber, JSON.parse(job.payload) as ConfirmPayload, base);
    }
    const message = job.message_id === null ? undefined : await store.message(job.message_id);
    return message ? contactMail(templates, cfg, message) : null;
  }

  const worker = createMailWorker({
    outbox: store.outbox,
    mailer,
    compose,
    log,
    retry: { baseMs: cfg.mail.retryBaseMs, maxMs: cfg.mail.retryMaxMs, maxAttempts: cfg.mail.maxAttempts },
    leaseMs: cfg.mail.leaseMs,
    pollMs: cfg.mail.pollMs,
    concurrency: cfg.mail.concurrency,
  });
  const deps: Deps = { store, cfg, templates, mailQueued: () => worker.kick() };
  // A database that cannot write (a full disk) or be reached refuses every call alike: a line per
  // call buried the log (4 MB in 30 s), so an episode gets one line as it starts, one as it ends.
  const refusals = episodeLog(log, {
    began: (cause) =>
      `database unavailable: cannot write to ${store.db.describe}: ${cause}; refusing API calls with 503 until it can (counted; one line when it works again)`,
    ended: (n, seconds) => `database writes work again: ${plural(n, 'API call')} refused with 503 over ${seconds} s`,
  });

  /** A call that succeeded went through the database, health aside (it only reads): writes work again. */
  function served(path: string, reply: Reply): Reply {
    if (reply.status < 300 && path !== API_PATHS.health) refusals.worked();
    return reply;
  }

  /** What the request turned out to be, for the answer to a failure thrown half-way. */
  interface Seen {
    lang: ApiLanguage;
    page: boolean;
  }

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL, seen: Seen): Promise<void> {
    const path = url.pathname.slice(API_PREFIX.length) || '/';
    const verdict = corsVerdict(req.headers, origins);
    const cors = corsHeaders(verdict);
    let lang = headerLanguage(req);
    seen.lang = lang;
    const route = ROUTES[path];
    if (verdict.kind === 'denied')
      return send(
        res,
        failure(403, 'origin_not_allowed', say(lang, 'originNotAllowed', { origin: verdict.origin })),
        cors,
      );
    if (!route) return send(res, failure(404, 'not_found', say(lang, 'notFound', { path: url.pathname })), cors);
    const methods = route.oneClick ? [route.method, 'POST'] : [route.method];
    // HEAD is GET without the body (RFC 9110): monitors and link checkers ask with it. Node's
    // response sends no body to a HEAD request; the status and headers are GET's.
    if (route.method === 'GET') methods.splice(1, 0, 'HEAD');
    const allowed = `${methods.join(', ')}, OPTIONS`;
    if (req.method === 'OPTIONS') return send(res, { status: 204 }, preflightHeaders(verdict, allowed));
    if (!methods.includes(req.method ?? '')) {
      return send(
        res,
        failure(
          405,
          'method_not_allowed',
          say(lang, 'methodNotAllowed', { path: url.pathname, allowed: methods.join(', ') }),
        ),
        { ...cors, allow: allowed },
      );
    }
    // HEAD must be safe (RFC 9110): a link preview asking with it neither confirms nor unsubscribes. A link page
    // answers with its headers and does not open the link.
    if (req.method === 'HEAD' && route.page) {
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': LINK_PAGE_CSP,
        'referrer-policy': 'no-referrer',
        ...cors,
      });
      return void res.end();
    }
    let body: unknown;
    if (req.method === 'POST') {
      const take = await limiter.take(rateKey(clientIp(req, fromProxy(req.socket.remoteAddress) ? cfg.trustProxy : 0)));
      if (!take.ok) {
        req.resume();
        const wait = String(take.retryAfterSeconds);
        return send(res, failure(429, 'rate_limited', say(lang, 'rateLimited', { seconds: wait })), {
          ...cors,
          'retry-after': wait,
        });
      }
      if (route.oneClick && route.method !== 'POST') {
        // RFC 8058: the mail program POSTs "List-Unsubscribe=One-Click" as a form; the token in
        // the URL is what counts.
        if (!(await discardBody(req, cfg.maxBodyBytes)))
          return send(res, failure(413, 'payload_too_large', say(lang, 'tooLarge', { max: cfg.maxBodyBytes })), {
            ...cors,
            connection: 'close',
          });
        const reply = await route.oneClick({ lang: linkLanguage(url, req), body: null, url }, deps);
        return send(res, served(path, reply), cors);
      }
      const read = await readJson(req, cfg.maxBodyBytes);
      if (!read.ok) {
        const hangUp = read.error === 'payload_too_large' && read.closeConnection;
        return send(res, bodyFailure(read, lang, cfg.maxBodyBytes), {
          ...cors,
          ...(hangUp ? { connection: 'close' } : {}),
        });
      }
      lang = bodyLanguage(read.body, lang);
      seen.lang = lang;
      const text = normalizeText(read.body);
      if (!text.ok) {
        const e = brokenText(text.field, lang);
        return send(res, failure(422, 'invalid_field', e.message, e.field), cors);
      }
      body = text.body;
      const trap = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
      if (route.decoy && trap !== undefined && trap !== null && trap !== '')
        return send(res, success(lang, ...route.decoy), cors);
      if (read.overflow) {
        const { field, literal } = read.overflow;
        const message = say(lang, 'numberTooLarge', { field, found: literal });
        return send(res, failure(422, 'invalid_field', message, field), cors);
      }
    } else if (route.page) {
      // The pages the e-mail links open speak the subscriber's language, failures included.
      seen.page = true;
      seen.lang = linkLanguage(url, req);
      lang = seen.lang;
    }
    send(res, served(path, await route.handle({ lang, body, url }, deps)), cors);
  }

  /** A failure nobody answered: 503 while the database is away (try again), else 500. */
  function trouble(err: unknown, req: IncomingMessage, res: ServerResponse, url: URL, seen: Seen): void {
    const unavailable = databaseUnavailable(err);
    if (unavailable) refusals.refused(err);
    else log(`${req.method} ${url.pathname} failed: ${err instanceof Error ? err.stack : String(err)}`);
    if (res.headersSent) return void res.destroy();
    const status = unavailable ? 503 : 500;
    const headers: Record<string, string> = unavailable ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {};
    if (seen.page) return send(res, { status, html: troublePage(templates, cfg, seen.lang, unavailable) }, headers);
    const reply = unavailable
      ? failure(503, 'database_unavailable', say(seen.lang, 'databaseUnavailable'))
      : failure(500, 'server_error', say(seen.lang, 'serverError'));
    send(res, reply, headers);
  }

  return {
    store,
    mailer,
    worker,
    /** Handles /api requests; returns false for any other path so the caller can serve it. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const url = new URL(req.url ?? '/', 'http://api.invalid');
      if (url.pathname !== API_PREFIX && !url.pathname.startsWith(`${API_PREFIX}/`)) return false;
      const seen: Seen = { lang: headerLanguage(req), page: false };
      try {
        await answer(req, res, url, seen);
      } catch (err) {
        trouble(err, req, res, url, seen);
      }
      return true;
    },
    /**
     * The server's own addresses, once it listens: browsers on them may call, Host headers naming
     * them are answered, and without API_PUBLIC_URL the e-mail links point at the first.
     */
    listening(own: string[]): void {
      if (!cfg.publicUrl) base = own[0]!.replace(/\/+$/, '');
      origins = knownOrigins(own, cfg.publicUrl, cfg.allowedOrigins);
      hosts = knownHosts(origins);
    },
    /** Host names this server answers for (configured origins and its own addresses). */
    hosts: (): ReadonlySet<string> => hosts,
    /** Starts the outbox worker: sends what earlier runs left, then what requests queue. */
    start: (): Promise<void> => worker.start(),
    /** Stops the worker (the jobs in hand finish), then closes the mailer and the database. */
    async close(): Promise<void> {
      await worker.stop();
      mailer.close();
      await store.close();
    },
  };
}
