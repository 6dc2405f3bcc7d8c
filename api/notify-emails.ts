// Notify-me's e-mails (the confirmation, and the one update when rates changed) and the pages its
// links open, in the requester's language. Text lives in templates/email/notify-*.hbs and
// notify-messages.ts; the changed lines were fixed when the update was queued.
import type { ApiConfig } from './config.ts';
import type { ApiLanguage, ApiState } from './contract.ts';
import { apiLink, siteOf } from './emails.ts';
import type { Mail } from './mailer.ts';
import type { Job } from './outbox.ts';
import type { Store } from './store.ts';
import { rateText, sayNotify } from './notify-messages.ts';
import type { NotifyConfirmPayload, NotifyLinkOutcome, NotifyRow, NotifyUpdatePayload } from './notify-requests.ts';
import type { RateChange } from './notify-watch.ts';
import { toSpanishPath } from '../i18n/paths.ts';
import { countyLabel } from '../i18n/place-names.ts';

type Render = (data: object) => string;

/** An e-mail lists at most this many changed lines; the page has them all. */
export const MAX_LINES = 30;

/** The API's notify link paths (the e-mails' confirm and cancel links). */
export const NOTIFY_PATHS = { confirm: '/notify/confirm', unsubscribe: '/notify/unsubscribe' } as const;

/** The page a request is about, absolute: the county's page, or the state site's home for a state-wide request. */
export function placePage(cfg: ApiConfig, base: string, state: ApiState, county: string | null, lang: ApiLanguage) {
  const home = siteOf(cfg, state).home.en;
  const english = county === null ? '/' : `/county/${county}/`;
  const path = `${home.replace(/\/+$/, '')}${lang === 'es' ? toSpanishPath(english) : english}`;
  return /^https?:\/\//.test(path) ? path : `${base}${path}`;
}

function lineLabel(change: RateChange, lang: ApiLanguage): string {
  if (change.kind === 'record') return sayNotify(lang, 'combinedRate');
  return change.kind === 'county' ? countyLabel(change.name, lang) : change.name;
}

export function notifyConfirmMail(
  t: (name: string) => Render,
  cfg: ApiConfig,
  row: NotifyRow,
  payload: NotifyConfirmPayload,
  base: string,
): Mail {
  const lang = row.language;
  const unsubscribeUrl = apiLink(base, NOTIFY_PATHS.unsubscribe, payload.unsubscribeToken, lang);
  const data = {
    place: payload.place[lang],
    siteName: siteOf(cfg, row.state).name[lang],
    days: cfg.confirmTokenDays,
    confirmUrl: apiLink(base, NOTIFY_PATHS.confirm, payload.confirmToken, lang),
    unsubscribeUrl,
  };
  return {
    to: row.email,
    subject: sayNotify(lang, 'confirmSubject', { place: data.place }),
    text: t(`notify-confirm.${lang}.text`)(data),
    html: t(`notify-confirm.${lang}.html`)(data),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function notifyUpdateMail(
  t: (name: string) => Render,
  cfg: ApiConfig,
  row: NotifyRow,
  payload: NotifyUpdatePayload,
  base: string,
): Mail {
  const lang = row.language;
  const unsubscribeUrl = apiLink(base, NOTIFY_PATHS.unsubscribe, payload.unsubscribeToken, lang);
  const shown = payload.changes.slice(0, MAX_LINES);
  const hidden = payload.changes.length - shown.length;
  const data = {
    place: payload.place[lang],
    siteName: siteOf(cfg, row.state).name[lang],
    lines: shown.map((c) => ({
      label: lineLabel(c, lang),
      before: rateText(c.before, lang),
      after: rateText(c.after, lang),
    })),
    more: hidden > 0 ? sayNotify(lang, 'moreLines', { count: hidden }) : '',
    pageUrl: placePage(cfg, base, row.state, row.county, lang),
    unsubscribeUrl,
  };
  return {
    to: row.email,
    subject: sayNotify(lang, 'updateSubject', { place: data.place }),
    text: t(`notify-update.${lang}.text`)(data),
    html: t(`notify-update.${lang}.html`)(data),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The page a notify-me link opens: in the requester's language, or both when the link is not valid. */
export function notifyLinkPage(
  t: (name: string) => Render,
  cfg: ApiConfig,
  kind: 'confirm' | 'unsubscribe',
  outcome: NotifyLinkOutcome,
): string {
  const section = (lang: ApiLanguage, state: ApiState, place: string) => {
    const site = siteOf(cfg, state);
    const [title, body] =
      outcome.result === 'invalid'
        ? (['invalidTitle', 'invalidBody'] as const)
        : kind === 'confirm'
          ? (['confirmedTitle', 'confirmedBody'] as const)
          : (['unsubscribedTitle', 'unsubscribedBody'] as const);
    return {
      lang,
      title: sayNotify(lang, title),
      body: sayNotify(lang, body, { place }),
      home: site.home[lang],
      back: sayNotify(lang, 'backToSite', { site: site.name[lang] }),
    };
  };
  const sections =
    outcome.result === 'invalid'
      ? [section('en', 'hub', ''), section('es', 'hub', '')]
      : [
          section(
            outcome.language,
            outcome.state,
            cfg.counties?.place(outcome.state, outcome.county)[outcome.language] ?? outcome.county ?? '',
          ),
        ];
  return t('link-page.html')({
    lang: sections.length > 1 ? 'en' : sections[0]!.lang,
    title: sections.map((s) => s.title).join(' · '),
    sections,
  });
}

/** The e-mail of a notify-me job, or null when its request is gone (the worker then cancels the job). */
export async function composeNotify(
  job: Job,
  store: Store,
  t: (name: string) => Render,
  cfg: ApiConfig,
  base: string,
): Promise<Mail | null> {
  if (!job.payload) return null;
  const payload = JSON.parse(job.payload) as NotifyConfirmPayload | NotifyUpdatePayload;
  const row = await store.notify.byId(payload.requestId);
  if (!row) return null;
  return job.kind === 'notify-confirm'
    ? notifyConfirmMail(t, cfg, row, payload as NotifyConfirmPayload, base)
    : notifyUpdateMail(t, cfg, row, payload as NotifyUpdatePayload, base);
}
