// The notify-me endpoints: the request (county checked against the county list, stored pending
// with the rates it watches, confirmation e-mail queued) and the two pages its e-mail links open.
import type { ApiSuccess } from './contract.ts';
import { say } from './messages.ts';
import { NOTIFY_PATHS, notifyLinkPage } from './notify-emails.ts';
import { sayNotify } from './notify-messages.ts';
import type { Reply, Route } from './route-types.ts';
import { notifySchema, parseBody } from './schemas.ts';

const refuse = (status: number, error: 'invalid_field' | 'server_error', message: string, field?: string): Reply => ({
  status,
  json: { ok: false, status: 'error', error, message, ...(field ? { field } : {}) },
});

export const notifyRequest: Route = {
  method: 'POST',
  decoy: ['pending-confirmation', 'notifyRegistered'],
  async handle(ctx, { store, cfg, mailQueued }) {
    const parsed = parseBody(notifySchema, ctx.body, ctx.lang);
    if (!parsed.ok) return refuse(422, 'invalid_field', parsed.error.message, parsed.error.field);
    const { email, state, language } = parsed.value;
    const catalog = cfg.counties;
    if (!catalog) return refuse(503, 'server_error', sayNotify(language, 'notAvailable'));
    if (state === 'hub')
      return refuse(422, 'invalid_field', sayNotify(language, 'noCounties', { found: state }), 'state');
    let county = null;
    if (parsed.value.county !== undefined) {
      county = catalog.find(state, parsed.value.county) ?? null;
      if (!county) {
        const place = catalog.place(state, null)[language];
        const example = catalog.snapshot(state, null).lines[0]?.name ?? '';
        const message = sayNotify(language, 'unknownCounty', { state: place, example, found: parsed.value.county });
        return refuse(422, 'invalid_field', message, 'county');
      }
    }
    const slug = county?.slug ?? null;
    const outcome = await store.notify.request(
      { email, state, county, language, place: catalog.place(state, slug) },
      () => catalog.snapshot(state, slug),
    );
    if (outcome.mailQueued) mailQueued();
    // The same answer whatever the address's state: nobody learns from it who asked before.
    return {
      status: 200,
      json: {
        ok: true,
        status: 'pending-confirmation',
        message: say(language, 'notifyRegistered'),
      } satisfies ApiSuccess,
    };
  },
};

function linkRoute(kind: 'confirm' | 'unsubscribe'): Route {
  return {
    method: 'GET',
    page: true,
    async handle(ctx, { store, cfg, templates }) {
      const token = ctx.url.searchParams.get('token') ?? '';
      const outcome = kind === 'confirm' ? await store.notify.confirm(token) : await store.notify.unsubscribe(token);
      return {
        status: outcome.result === 'invalid' ? 400 : 200,
        html: notifyLinkPage(templates, cfg, kind, outcome),
      };
    },
    // RFC 8058: a mail program's one-click POST to the List-Unsubscribe link cancels the request too.
    ...(kind === 'unsubscribe'
      ? {
          async oneClick(ctx, { store }): Promise<Reply> {
            const outcome = await store.notify.unsubscribe(ctx.url.searchParams.get('token') ?? '');
            if (outcome.result === 'invalid')
              return {
                status: 400,
                json: {
                  ok: false,
                  status: 'error',
                  error: 'invalid_field',
                  message: say(ctx.lang, 'invalidBody'),
                  field: 'token',
                },
              };
            return {
              status: 200,
              json: {
                ok: true,
                status: 'unsubscribed',
                message: say(outcome.language, 'unsubscribedTitle'),
              } satisfies ApiSuccess,
            };
          },
        }
      : {}),
  };
}

/** Keyed by the path after the /api prefix, beside the other routes. */
export const NOTIFY_ROUTES: Record<string, Route> = {
  [NOTIFY_PATHS.confirm]: linkRoute('confirm'),
  [NOTIFY_PATHS.unsubscribe]: linkRoute('unsubscribe'),
};
