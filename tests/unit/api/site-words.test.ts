// The API's answers that a form or page also words are the site's own strings: a change of wording
// on the site reaches the API's answers and e-mails with it.
import { describe, expect, it } from 'vitest';
import { say } from '../../../api/messages.ts';
import { rateText, sayNotify } from '../../../api/notify-messages.ts';
import type { RateLine } from '../../../api/notify-watch.ts';
import { siteText } from '../../../api/site-text.ts';
import { en } from '../../../i18n/strings/en.ts';
import { es } from '../../../i18n/strings/es.ts';

describe('API messages read from the site strings', () => {
  it('answers a form with the words the form itself shows, in both languages', () => {
    for (const [lang, s] of [
      ['en', en],
      ['es', es],
    ] as const) {
      expect(say(lang, 'subscribed')).toBe(s.newsletter.success);
      expect(say(lang, 'contactReceived')).toBe(s.contact.success);
      expect(say(lang, 'emailRequired')).toBe(s.newsletter.emailRequired);
      expect(say(lang, 'emailInvalid')).toBe(s.contact.emailInvalid);
      expect(say(lang, 'messageRequired')).toBe(s.contact.messageRequired);
      expect(say(lang, 'serverErrorTitle')).toBe(s.errors.app.title);
    }
    expect(say('es', 'subscribed')).toBe('¡Ya casi! Por favor revise su correo para confirmar su suscripción.');
  });

  it("words a changed rate line's status and label as the county pages do", () => {
    const line: RateLine = {
      key: 'unit:7',
      kind: 'unit',
      name: 'Travis ISD',
      ratePct: 1.25,
      year: '2026',
      status: 'tentative',
    };
    expect(rateText(line, 'en')).toBe(`1.25 % (2026, ${en.billBuilder.year.status.tentative})`);
    expect(rateText(line, 'es')).toBe('1.25 % (2026, provisional)');
    expect(rateText({ ...line, ratePct: null, status: 'official' }, 'es')).toBe('sin tasa (2026, oficial)');
    expect(sayNotify('es', 'combinedRate')).toBe(es.county.combinedRate);
  });

  it('writes the site placeholders the way the API fills them, and names a missing string', () => {
    expect(siteText('en', 'toasts.countiesLoaded')).toContain('{count}');
    expect(() => siteText('en', 'newsletter' as never)).toThrow(/expected a text at newsletter/);
  });
});
