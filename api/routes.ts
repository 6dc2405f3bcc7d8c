// What each endpoint does once the request has passed CORS, the rate limit and body parsing.
import {
  API_PATHS,
  type ApiErrorCode,
  type ApiFailure,
  type ApiLanguage,
  type ApiSuccess,
  type ApiSuccessStatus,
} from './contract.ts';
import { RETRY_AFTER_SECONDS } from './db-errors.ts';
import { linkPage } from './emails.ts';
import { say, type MessageKey } from './messages.ts';
import { NOTIFY_ROUTES, notifyRequest } from './notify-routes.ts';
import { contactSchema, parseBody, subscribeSchemaFor } from './schemas.ts';

export type { Ctx, Deps, Reply, Route } from './route-types.ts';
import type { Ctx, Deps, Reply, Route } from './route-types.ts';

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
    // Only a language the body names may change a pending subscriber's; the schema's default may not.
    const languageAsked = typeof (ctx.body as { language?: unknown } | null)?.language === 'string';
    const outcome = await store.subscribe(parsed.value, { languageAsked });
    if (outcome.mailQueued) mailQueued();
    // One answer whatever the address's state (new, pending, confirmed): nobody can probe it.
    return success(parsed.value.language, 'pending-confirmation', 'subscribed');
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
    page: true,
    async handle(ctx, { store, cfg, templates }) {
      const token = ctx.url.searchParams.get('token') ?? '';
      const outcome = kind === 'confirm' ? await store.confirm(token) : await store.unsubscribe(token);
      return {
        status: outcome.result === 'invalid' ? 400 : 200,
        html: linkPage(templates, cfg, kind, outcome, ctx.lang),
      };
    },
    ...(kind === 'unsubscribe'
      ? {
          async oneClick(ctx: Ctx, { store }: Deps): Promise<Reply> {
            const outcome = await store.unsubscribe(ctx.url.searchParams.get('token') ?? '');
            if (outcome.result === 'invalid')
              return failure(400, 'invalid_field', say(ctx.lang, 'invalidBody'), 'token');
            return success(outcome.language, 'unsubscribed', 'unsubscribedTitle');
          },
        }
      : {}),
  };
}

const health: Route = {
  method: 'GET',
  async handle(ctx, { store }) {
    if (await store.reachable()) return { status: 200, json: { ok: true, database: 'ok' } };
    return {
      ...failure(503, 'database_unavailable', say(ctx.lang, 'databaseUnavailable')),
      json: {
        ...failure(503, 'database_unavailable', say(ctx.lang, 'databaseUnavailable')).json,
        database: 'unavailable',
      },
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    };
  },
};

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
