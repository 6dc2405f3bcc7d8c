// What notify-me says to people, in both languages: refusals, the link pages, the e-mail subjects
// and the words of a changed rate line. The e-mails' own text is in templates/email/notify-*.hbs.
import type { ApiLanguage } from './contract.ts';
import type { RateLine } from './notify-watch.ts';
import { type SitePath, siteTexts } from './site-text.ts';

const en = {
  unknownCounty:
    'county: expected a county of {state} (its name, like "{example}"), found "{found}". Open your county\'s page and ask there.',
  noCounties:
    'state: expected tx, ca, fl or ny (notify-me watches the rates of a state site\'s counties), found "{found}".',
  notAvailable: 'Notify-me is not available on this server: it has no county list to check requests against.',
  confirmSubject: 'Please confirm: one email when new rates for {place} are published',
  updateSubject: 'New property tax rates for {place}',
  confirmedTitle: 'Request confirmed',
  confirmedBody:
    'We will send you one email when new rates for {place} are published. It has a link to cancel at any time.',
  unsubscribedTitle: 'Request cancelled',
  unsubscribedBody: 'We will not email you about {place}. You can ask again on the site at any time.',
  invalidTitle: 'This link is not valid',
  invalidBody: 'The link may have expired or been copied only in part. Ask again on the site to get a new one.',
  backToSite: 'Back to {site}',
  notListed: 'not listed',
  moreLines: '… and {count} more lines on the page.',
};

type Messages = typeof en;

const es: Messages = {
  unknownCounty:
    'county: se esperaba un condado de {state} (su nombre, como "{example}"); se recibió "{found}". Abra la página de su condado y pídalo allí.',
  noCounties:
    'state: se esperaba tx, ca, fl o ny (el aviso vigila las tasas de los condados de un sitio estatal); se recibió "{found}".',
  notAvailable:
    'El aviso no está disponible en este servidor: no tiene una lista de condados para revisar las solicitudes.',
  confirmSubject: 'Por favor confirme: un correo cuando se publiquen tasas nuevas para {place}',
  updateSubject: 'Nuevas tasas del impuesto predial para {place}',
  confirmedTitle: 'Solicitud confirmada',
  confirmedBody:
    'Le enviaremos un solo correo cuando se publiquen tasas nuevas para {place}. Trae un enlace para cancelar cuando quiera.',
  unsubscribedTitle: 'Solicitud cancelada',
  unsubscribedBody: 'No le escribiremos sobre {place}. Puede pedirlo de nuevo en el sitio cuando quiera.',
  invalidTitle: 'Este enlace no es válido',
  invalidBody:
    'Es posible que el enlace haya vencido o que se haya copiado solo en parte. Pídalo de nuevo en el sitio para recibir uno nuevo.',
  backToSite: 'Volver al sitio {site}',
  notListed: 'no figura',
  moreLines: '… y {count} líneas más en la página.',
};

/** A rate's status as the pages word it; the two only the e-mails use are the API's own. */
const STATUS_FROM_SITE = {
  proposed: 'billBuilder.year.status.proposed',
  'no-new-revenue': 'billBuilder.year.status.no-new-revenue',
  'voter-approval': 'billBuilder.year.status.voter-approval',
  tentative: 'billBuilder.year.status.tentative',
  adopted: 'billBuilder.year.status.adopted',
  final: 'billBuilder.year.status.final',
  unverified: 'billBuilder.year.status.unverified',
} as const satisfies Record<string, SitePath>;

const STATUS: Record<ApiLanguage, Record<string, string>> = {
  en: { estimate: 'estimate', official: 'official', ...siteTexts('en', STATUS_FROM_SITE) },
  es: { estimate: 'estimación', official: 'oficial', ...siteTexts('es', STATUS_FROM_SITE) },
};

/** Words of a changed rate line that the pages also use. */
const FROM_SITE = { combinedRate: 'county.combinedRate', noRate: 'visual.map.noRate' } as const satisfies Record<
  string,
  SitePath
>;

const TABLES: Record<ApiLanguage, Messages & Record<keyof typeof FROM_SITE, string>> = {
  en: { ...en, ...siteTexts('en', FROM_SITE) },
  es: { ...es, ...siteTexts('es', FROM_SITE) },
};

export type NotifyMessageKey = keyof (typeof TABLES)['en'];

export function sayNotify(
  lang: ApiLanguage,
  key: NotifyMessageKey,
  values: Record<string, string | number> = {},
): string {
  return TABLES[lang][key].replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

/** "0.579948 % (2026, adopted)"; digits as the Spanish pages write them too (es-MX: a decimal point). */
export function rateText(line: RateLine | null, lang: ApiLanguage): string {
  if (!line) return TABLES[lang].notListed;
  const rate =
    line.ratePct === null
      ? TABLES[lang].noRate
      : `${line.ratePct.toLocaleString('en-US', { maximumFractionDigits: 6 })} %`;
  const status = line.status ? `, ${STATUS[lang][line.status] ?? line.status}` : '';
  return `${rate} (${line.year}${status})`;
}
