// What the API writes for people: the confirmation e-mail, the contact notice for the inbox and
// the small pages the e-mail links open. Text lives in templates/email/*.hbs and messages.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { ApiConfig, SiteInfo } from './config.ts';
import { API_PATHS, API_PREFIX, type ApiLanguage, type ApiState } from './contract.ts';
import type { Mail } from './mailer.ts';
import { say } from './messages.ts';
import type { ContactInput } from './schemas.ts';
import type { ConfirmMail, LinkOutcome } from './subscribers.ts';

type Render = (data: object) => string;

export function emailTemplates(dir: string): (name: string) => Render {
  const cache = new Map<string, Render>();
  return (name) => {
    let render = cache.get(name);
    if (!render) {
      // Plain-text parts are not HTML: escaping would turn "&" in a name into "&amp;".
      render = Handlebars.compile(readFileSync(join(dir, `${name}.hbs`), 'utf8'), { noEscape: name.includes('.text'), strict: true });
      cache.set(name, render);
    }
    return render;
  };
}

export function siteOf(cfg: ApiConfig, state: ApiState | undefined): SiteInfo {
  const known = state ? cfg.sites[state] : undefined;
  return known ?? { name: { en: 'the property tax site', es: 'el sitio de impuestos prediales' }, home: { en: '', es: '' } };
}

/** Absolute URL of an API link; `base` is the public origin the API answers on. */
export function apiLink(base: string, path: string, token: string): string {
  return `${base}${API_PREFIX}${path}?token=${encodeURIComponent(token)}`;
}

export function confirmMail(t: (name: string) => Render, cfg: ApiConfig, mail: ConfirmMail, base: string): Mail {
  const lang = mail.language;
  const unsubscribeUrl = apiLink(base, API_PATHS.unsubscribe, mail.unsubscribeToken);
  const data = {
    firstName: mail.firstName ?? '', siteName: siteOf(cfg, mail.state).name[lang], days: cfg.confirmTokenDays,
    confirmUrl: apiLink(base, API_PATHS.confirm, mail.confirmToken), unsubscribeUrl,
  };
  return {
    to: mail.email,
    subject: say(lang, 'confirmSubject', { site: data.siteName }),
    text: t(`confirm.${lang}.text`)(data),
    html: t(`confirm.${lang}.html`)(data),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

export function contactMail(t: (name: string) => Render, cfg: ApiConfig, id: number, input: ContactInput, receivedAt: string): Mail {
  const siteName = siteOf(cfg, input.state ?? 'hub').name.en;
  return {
    to: cfg.contactInbox,
    // An object, not a string: a name holding '<x@y>' must not become the reply address.
    replyTo: { name: input.name, address: input.email },
    subject: say('en', 'contactSubject', { site: siteName, subject: input.subject.replace(/[\r\n]+/g, ' ') }),
    text: t('contact.text')({ ...input, state: input.state ?? 'not given', siteName, id, receivedAt }),
  };
}

/** The page a confirm or unsubscribe link opens: in the subscriber's language, or both when unknown. */
export function linkPage(t: (name: string) => Render, cfg: ApiConfig, kind: 'confirm' | 'unsubscribe', outcome: LinkOutcome): string {
  const section = (lang: ApiLanguage, state: ApiState | undefined) => {
    const site = siteOf(cfg, state);
    const ok = outcome.result !== 'invalid';
    const [title, body] = !ok ? (['invalidTitle', 'invalidBody'] as const)
      : kind === 'confirm' ? (['confirmedTitle', 'confirmedBody'] as const) : (['unsubscribedTitle', 'unsubscribedBody'] as const);
    return { lang, title: say(lang, title), body: say(lang, body, { site: site.name[lang] }), home: site.home[lang], back: say(lang, 'backToSite', { site: site.name[lang] }) };
  };
  const sections = outcome.result === 'invalid' ? [section('en', 'hub'), section('es', 'hub')] : [section(outcome.language, outcome.state)];
  return t('link-page.html')({ lang: sections.length > 1 ? 'en' : sections[0]!.lang, title: sections.map((s) => s.title).join(' · '), sections });
}
