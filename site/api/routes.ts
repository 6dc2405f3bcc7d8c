// What each endpoint does once the request has passed CORS, the rate limit and body parsing.
import type { ApiConfig } from './config.ts';
import {
  API_PATHS,
  type ApiErrorCode,
  type ApiFailure,
  type ApiLanguage,
  type ApiSuccess,
  type ApiSuccessStatus,
} from './contract.ts';
import { emailTemplates, linkPage } from './emails.ts';
import { say, type MessageKey } from './messages.ts';
import { NOTIFY_ROUTES, notifyRequest } from './notify-routes.ts';
import { contactSchema, parseBody, subscribeSchemaFor } from './schemas.ts';
import type { Store } from './store.ts';

export interface Reply {
  status: number;
  json?: object;
  html?: string;
}
export interface Ctx {
  lang: ApiLanguage;
  body: unknown;
  url: URL;
}
export interface Deps {
  store: Store;
  cfg: ApiConfig;
  templates: ReturnType<typeof emailTemplates>;
  /** An e-mail job was queued: send it now rather than at the next poll. */
  mailQueued: () => void;
}

export interface Route {
  method: 'GET' | 'POST';
  handle(ctx: Ctx, deps: Deps): Promise<Reply> | Reply;
  /** POST only: what a caught bot is told, the same as a real first success. */
  decoy?: [ApiSuccessStatus, MessageKey];
}

export function success(lang: ApiLanguage, status: ApiSuccessStatus, key: MessageKey): Reply {
  return { status: 200, json: { ok: true, status, message: say(lang, key) } satisfies ApiSuccess };
}

export function failure(status: number, error: ApiErrorCode, message: string, field?: string): Reply {
  return {
    status,
    json: { ok: false, status: 'error', error, message, ...(field ? { field } : {}) } satisfies ApiFailure,
  };
}

const invalid = (e: { field: string; message: string }): Reply => failure(422, 'invalid_field', e.message, e.field);

const subscribe: Route = {
  method: 'POST',
  decoy: ['pending-confirmation', 'subscribed'],
  async handle(ctx, { store, mailQueued }) {
    const parsed = parseBody(subscribeSchemaFor(ctx.body), ctx.body, ctx.lang);
    if (!parsed.ok) return invalid(parsed.error);
    // The sign-up and its e-mail job are committed together; the worker sends it.
    const outcome = await store.subscribe(parsed.value);
    if (outcome.mailQueued) mailQueued();
    return success(parsed.value.language, outcome.status, outcome.message);
  },
};

const contact: Route = {
  method: 'POST',
  decoy: ['received', 'contactReceived'],
  async handle(ctx, { store, mailQueued }) {
    const parsed = parseBody(contactSchema, ctx.body, ctx.lang);
    if (!parsed.ok) return invalid(parsed.error);
    // The message and the job that mails it to the inbox are stored together; the worker sends it.
    await store.saveMessage(parsed.value);
    mailQueued();
    return success(parsed.value.language, 'received', 'contactReceived');
  },
};

function linkRoute(kind: 'confirm' | 'unsubscribe'): Route {
  return {
    method: 'GET',
    async handle(ctx, { store, cfg, templates }) {
      const token = ctx.url.searchParams.get('token') ?? '';
      const outcome = kind === 'confirm' ? await store.confirm(token) : await store.unsubscribe(token);
      return { status: outcome.result === 'invalid' ? 400 : 200, html: linkPage(templates, cfg, kind, outcome) };
    },
  };
}

const health: Route = { method: 'GET', handle: () => ({ status: 200, json: { ok: true } }) };

/** Keyed by the path after the /api prefix. */
export const ROUTES: Record<string, Route> = {
  [API_PATHS.subscribe]: subscribe,
  [API_PATHS.notify]: notifyRequest,
  ...NOTIFY_ROUTES,
  [API_PATHS.contact]: contact,
  [API_PATHS.confirm]: linkRoute('confirm'),
  [API_PATHS.unsubscribe]: linkRoute('unsubscribe'),
  [API_PATHS.health]: health,
};
