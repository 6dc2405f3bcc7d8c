// What the API writes for people: the confirmation e-mail, the contact notice for the inbox and
// the small pages the e-mail links open. Text lives in templates/email/*.hbs and messages.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { ApiConfig, SiteInfo } from './config.ts';
import { API_PATHS, API_PREFIX, type ApiLanguage, type ApiState } from './contract.ts';
import type { Mail } from './mailer.ts';
import { say } from './messages.ts';
import type { MessageRow } from './store.ts';
import type { ConfirmPayload, LinkOutcome, SubscriberRow } from './subscribers.ts';

type Render = (data: object) => string;

export function emailTemplates(dir: string): (name: string) => Render {
  const cache = new Map<string, Render>();
  return (name) => {
    let render = cache.get(name);
    if (!render) {
      // Plain-text parts are not HTML: escaping would turn "&" in a name into "&amp;".
      render = Handlebars.compile(readFileSync(join(dir, `${name}.hbs`), 'utf8'), {
        noEscape: name.includes('.text'),
        strict: true,
      });
      cache.set(name, render);
    }
    return render;
  };
}

export function siteOf(cfg: ApiConfig, state: ApiState | undefined): SiteInfo {
  const known = state ? cfg.sites[state] : undefined;
  return (
    known ?? { name: { en: 'the property tax site', es: 'el sitio de impuestos prediales' }, home: { en: '', es: '' } }
  );
}

/**
 * Absolute URL of an API link; `base` is the public origin the API answers on. The language rides
 * along so the page can speak it even when the database cannot be asked.
 */
export function apiLink(base: string, path: string, token: string, lang: ApiLanguage): string {
  return `${base}${API_PREFIX}${path}?token=${encodeURIComponent(token)}&lang=${lang}`;
}

export function confirmMail(
  t: (name: string) => Render,
  cfg: ApiConfig,
  subscriber: SubscriberRow,
  links: ConfirmPayload,
  base: string,
): Mail {
  const lang = subscriber.language;
  const unsubscribeUrl = apiLink(base, API_PATHS.unsubscribe, links.unsubscribeToken, lang);
  const data = {
    firstName: subscriber.first_name ?? '',
    siteName: siteOf(cfg, subscriber.state).name[lang],
    days: cfg.confirmTokenDays,
    confirmUrl: apiLink(base, API_PATHS.confirm, links.confirmToken, lang),
    unsubscribeUrl,
  };
  return {
    to: subscriber.email,
    subject: say(lang, 'confirmSubject', { site: data.siteName }),
    text: t(`confirm.${lang}.text`)(data),
    html: t(`confirm.${lang}.html`)(data),
    // RFC 8058: mail programs offer an unsubscribe button that POSTs to this URL, no page opened.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** One line: a line break in a name or subject must not start a line that looks like a header. */
const oneLine = (text: string): string => text.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ');

export function contactMail(t: (name: string) => Render, cfg: ApiConfig, message: MessageRow): Mail {
  const siteName = siteOf(cfg, message.state ?? 'hub').name.en;
  const name = oneLine(message.name);
  const subject = oneLine(message.subject);
  return {
    to: cfg.contactInbox,
    // An object, not a string: a name holding '<x@y>' must not become the reply address.
    replyTo: { name, address: message.email },
    subject: say('en', 'contactSubject', { site: siteName, subject }),
    text: t('contact.text')({
      name,
      email: message.email,
      subject,
      message: message.message,
      language: message.language,
      state: message.state ?? 'not given',
      siteName,
      id: message.id,
      receivedAt: message.created_at,
    }),
  };
}

/**
 * The page a confirm or unsubscribe link opens: in the subscriber's language; for a link that is
 * not valid in both, the link's own language (`prefer`) first.
 */
export function linkPage(
  t: (name: string) => Render,
  cfg: ApiConfig,
  kind: 'confirm' | 'unsubscribe',
  outcome: LinkOutcome,
  prefer: ApiLanguage = 'en',
): string {
  const section = (lang: ApiLanguage, state: ApiState | undefined) => {
    const site = siteOf(cfg, state);
    const ok = outcome.result !== 'invalid';
    const [title, body] = !ok
      ? (['invalidTitle', 'invalidBody'] as const)
      : kind === 'confirm'
        ? (['confirmedTitle', 'confirmedBody'] as const)
        : (['unsubscribedTitle', 'unsubscribedBody'] as const);
    return {
      lang,
      title: say(lang, title),
      body: say(lang, body, { site: site.name[lang] }),
      home: site.home[lang],
      back: say(lang, 'backToSite', { site: site.name[lang] }),
    };
  };
  const sections =
    outcome.result === 'invalid'
      ? (prefer === 'es' ? (['es', 'en'] as const) : (['en', 'es'] as const)).map((l) => section(l, 'hub'))
      : [section(outcome.language, outcome.state)];
  return t('link-page.html')({
    lang: sections[0]!.lang,
    title: sections.map((s) => s.title).join(' · '),
    sections,
  });
}

/** The page a link opens when its answer could not be had: the database is away, or a fault. */
export function troublePage(
  t: (name: string) => Render,
  cfg: ApiConfig,
  lang: ApiLanguage,
  unavailable: boolean,
): string {
  const site = siteOf(cfg, 'hub');
  const title = say(lang, unavailable ? 'unavailableTitle' : 'serverErrorTitle');
  return t('link-page.html')({
    lang,
    title,
    sections: [
      {
        lang,
        title,
        body: say(lang, unavailable ? 'unavailableBody' : 'serverError'),
        home: site.home[lang],
        back: say(lang, 'backToSite', { site: site.name[lang] }),
      },
    ],
  });
}
