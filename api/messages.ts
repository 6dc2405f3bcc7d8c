// Everything the API says to people, in both languages. The forms show `message` as it comes:
// what a form also says itself is read from the site's own strings (newsletter, contact, errors).
import type { ApiLanguage } from './contract.ts';
import { type SitePath, siteTexts } from './site-text.ts';

/** The answers a form would give itself, in the site's words. */
const FROM_SITE = {
  subscribed: 'newsletter.success',
  contactReceived: 'contact.success',
  serverError: 'newsletter.errorDefault',
  serverErrorTitle: 'errors.app.title',
  emailRequired: 'newsletter.emailRequired',
  emailInvalid: 'newsletter.emailInvalid',
  firstNameRequired: 'newsletter.firstNameRequired',
  nameRequired: 'contact.nameRequired',
  subjectRequired: 'contact.subjectRequired',
  messageRequired: 'contact.messageRequired',
} as const satisfies Record<string, SitePath>;

const en = {
  notifyRegistered:
    'Almost done! Please check your email and confirm: then we will send you one email when new rates are published.',
  notifyAlready: 'You are already on the list. We will email you when the official rates are published.',
  malformedJson: 'The request could not be read: its body is not valid JSON.',
  notUtf8: 'The request could not be read: its body is not UTF-8 text.',
  tooDeep: 'The request could not be read: it nests more than {max} levels deep.',
  tooManyValues: 'The request is too large: at most {max} values are accepted.',
  hostNotAllowed: 'This server does not answer for {host}.',
  brokenText: '{label} holds a broken character. Please type it again.',
  controlChars: '{label} holds characters that cannot be shown. Please type it again.',
  unsupportedMedia: 'The request must be sent as JSON (Content-Type: application/json), found {found}.',
  tooLarge: 'The request is too large: at most {max} bytes are accepted.',
  rateLimited: 'Too many requests. Please wait {seconds} seconds and try again.',
  originNotAllowed: 'Requests from {origin} are not allowed.',
  notFound: 'There is nothing at {path}.',
  methodNotAllowed: '{path} accepts {allowed} only.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a minute.',
  unavailableTitle: 'Please try again in a moment',
  unavailableBody:
    'We could not reach our records just now. Please open the link from your email again in a few minutes.',
  hiddenChars: '{label} holds invisible or text-direction characters ({found}). Please type it again without them.',
  encodedWord:
    '{label}: expected plain text, found an e-mail encoded word ({found}), which mail programs would show as other text. Please type it again without it.',
  noLetter: '{label} needs at least one letter, found {found}. Please type it again.',
  tooLong: '{label} is too long: at most {max} characters.',
  expected: '{field}: expected {expected}, found {found}.',
  numberTooLarge: '{field}: expected a finite number, found a number too large to represent ({found}).',
  confirmSubject: 'Please confirm your subscription to {site}',
  contactSubject: '[{site}] Contact form: {subject}',
  confirmedTitle: 'Subscription confirmed',
  confirmedBody:
    'Thank you! You will receive {site} updates by email. Every email has a link to unsubscribe at any time.',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedBody:
    'You will not receive more emails from {site}. Changed your mind? You can sign up again on the site.',
  invalidTitle: 'This link is not valid',
  invalidBody: 'The link may have expired or been copied only in part. Sign up again on the site to get a new one.',
  backToSite: 'Back to {site}',
};

type Messages = typeof en;

const es: Messages = {
  notifyRegistered:
    '¡Ya casi! Por favor revise su correo y confirme: después le enviaremos un solo correo cuando se publiquen tasas nuevas.',
  notifyAlready: 'Usted ya está en la lista. Le escribiremos cuando se publiquen las tasas oficiales.',
  malformedJson: 'No pudimos leer la solicitud: su contenido no es JSON válido.',
  notUtf8: 'No pudimos leer la solicitud: su contenido no es texto UTF-8.',
  tooDeep: 'No pudimos leer la solicitud: anida más de {max} niveles.',
  tooManyValues: 'La solicitud es demasiado grande: se aceptan como máximo {max} valores.',
  hostNotAllowed: 'Este servidor no responde para {host}.',
  brokenText: '{label} contiene un carácter dañado. Por favor escríbalo de nuevo.',
  controlChars: '{label} contiene caracteres que no se pueden mostrar. Por favor escríbalo de nuevo.',
  unsupportedMedia: 'La solicitud debe enviarse como JSON (Content-Type: application/json); se recibió {found}.',
  tooLarge: 'La solicitud es demasiado grande: se aceptan como máximo {max} bytes.',
  rateLimited: 'Demasiadas solicitudes. Por favor espere {seconds} segundos e intente de nuevo.',
  originNotAllowed: 'No se permiten solicitudes desde {origin}.',
  notFound: 'No hay nada en {path}.',
  methodNotAllowed: '{path} solo acepta {allowed}.',
  databaseUnavailable: 'El servicio no está disponible por un momento. Por favor intente de nuevo en un minuto.',
  unavailableTitle: 'Intente de nuevo en un momento',
  unavailableBody:
    'No pudimos consultar nuestros registros en este momento. Por favor abra de nuevo el enlace de su correo en unos minutos.',
  hiddenChars:
    '{label} contiene caracteres invisibles o de dirección del texto ({found}). Por favor escríbalo de nuevo sin ellos.',
  encodedWord:
    '{label}: se esperaba texto simple; se recibió una palabra codificada de correo ({found}), que los programas de correo mostrarían como otro texto. Por favor escríbalo de nuevo sin ella.',
  noLetter: '{label} necesita al menos una letra; se recibió {found}. Por favor escríbalo de nuevo.',
  tooLong: '{label} es demasiado largo: como máximo {max} caracteres.',
  expected: '{field}: se esperaba {expected}; se recibió {found}.',
  numberTooLarge:
    '{field}: se esperaba un número finito; se recibió un número demasiado grande para representarlo ({found}).',
  confirmSubject: 'Por favor confirme su suscripción: {site}',
  contactSubject: '[{site}] Formulario de contacto: {subject}',
  confirmedTitle: 'Suscripción confirmada',
  confirmedBody:
    '¡Gracias! Recibirá por correo las novedades del sitio {site}. Cada correo trae un enlace para darse de baja cuando quiera.',
  unsubscribedTitle: 'Se dio de baja',
  unsubscribedBody:
    'No recibirá más correos del sitio {site}. ¿Cambió de opinión? Puede suscribirse de nuevo en el sitio.',
  invalidTitle: 'Este enlace no es válido',
  invalidBody:
    'Es posible que el enlace haya vencido o que se haya copiado solo en parte. Suscríbase de nuevo en el sitio para recibir uno nuevo.',
  backToSite: 'Volver al sitio {site}',
};

/** Names of the fields a person fills in, for "… is too long". */
const LABELS: Record<ApiLanguage, Record<string, string>> = {
  en: {
    email: 'Email',
    firstName: 'First name',
    name: 'Name',
    subject: 'Subject',
    message: 'Message',
    county: 'County',
  },
  es: {
    email: 'El correo electrónico',
    firstName: 'El nombre',
    name: 'El nombre',
    subject: 'El asunto',
    message: 'El mensaje',
    county: 'El condado',
  },
};

const TABLES: Record<ApiLanguage, Messages & Record<keyof typeof FROM_SITE, string>> = {
  en: { ...en, ...siteTexts('en', FROM_SITE) },
  es: { ...es, ...siteTexts('es', FROM_SITE) },
};

export type MessageKey = keyof (typeof TABLES)['en'];

/** The message in `lang` with its {placeholders} filled. */
export function say(lang: ApiLanguage, key: MessageKey, values: Record<string, string | number> = {}): string {
  return TABLES[lang][key].replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

export function fieldLabel(lang: ApiLanguage, field: string): string {
  return LABELS[lang][field] ?? field;
}
