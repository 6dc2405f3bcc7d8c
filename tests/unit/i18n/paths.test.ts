import { describe, expect, it } from 'vitest';
import {
  alternatePaths,
  isCalculatorPath,
  isCountyPath,
  langOfPath,
  localizePath,
  normalizeBase,
  PATH_PAIRS,
  switchLanguagePath,
  toEnglishPath,
  toSpanishPath,
} from '../../../i18n/paths.ts';

// Spec §2, the path table, copied as it stands (the {token} row is tested with the prefix rule).
const SPEC_TABLE: [string, string][] = [
  ['/', '/es'],
  ['/about', '/es/acerca-de'],
  ['/privacy-policy', '/es/politica-privacidad'],
  ['/terms-of-service', '/es/terminos-servicio'],
  ['/contact', '/es/contacto'],
  ['/faq', '/es/preguntas-frecuentes'],
  ['/tax-guides', '/es/guias-impuestos'],
  ['/how-it-works', '/es/como-funciona'],
  ['/disclaimer', '/es/aviso-legal'],
  ['/affiliate-disclosure', '/es/divulgacion-afiliados'],
  ['/guides/mello-roos-finder', '/es/guias/buscador-mello-roos'],
  ['/guides/county-assessor-directory', '/es/guias/directorio-asesores'],
  ['/guides/california-glossary', '/es/guias/glosario-california'],
  ['/guides/common-mistakes', '/es/guias/errores-comunes'],
];

const STATES = ['texas', 'california', 'florida', 'new-york'];
const STATE_GUIDES: [string, string][] = STATES.flatMap((s): [string, string][] => [
  [`/guides/${s}-property-taxes-explained`, `/es/guias-impuestos/entendiendo-impuestos-prediales-${s}`],
  [`/guides/${s}-property-tax-appeal`, `/es/guias/como-protestar-impuestos-prediales-${s}`],
  [`/guides/${s}-property-tax-exemptions`, `/es/guias/guia-exenciones-${s}`],
  [`/guides/${s}-tax-saving-strategies`, `/es/guias/estrategias-ahorro-${s}`],
  [`/guides/${s}-county-tax-guide`, `/es/guias/guia-condados-${s}`],
]);

const GENERIC_GUIDES: [string, string][] = [
  ['/guides/understanding-property-taxes', '/es/guias/entendiendo-impuestos-prediales'],
  ['/guides/how-to-protest', '/es/guias/como-protestar'],
  ['/guides/exemptions-guide', '/es/guias/guia-exenciones'],
  ['/guides/tax-saving-strategies', '/es/guias/estrategias-ahorro'],
  ['/guides/county-guide', '/es/guias/guia-condados'],
];

const PRODUCT_PAGES: [string, string][] = [
  ['/calculator', '/es/calculadora'],
  ['/county/harris', '/es/condado/harris'],
  ['/counties', '/es/condados'],
  ['/glossary', '/es/glosario'],
  ['/guides/texas-payment-guide', '/es/guias/guia-pagos-texas'],
  ['/guides/mud-pid-guide', '/es/guias/guia-mud-pid'],
  ['/guides/california-2025-updates', '/es/guias/actualizaciones-california-2025'],
  ['/guides/prop-13-calculator', '/es/guias/calculadora-prop-13'],
  ['/guides/florida-tax-shock-calculator', '/es/guias/calculadora-impacto-florida'],
  ['/guides/florida-save-our-homes', '/es/guias/florida-save-our-homes'],
  ['/states/tx', '/es/estados/tx'],
  ['/county/texas/harris', '/es/condado/texas/harris'],
  ['/county/los-angeles', '/es/condado/los-angeles'],
];

describe('path map (spec §2)', () => {
  describe.each([
    ['spec table', SPEC_TABLE],
    ['state guides', STATE_GUIDES],
    ['generic guides', GENERIC_GUIDES],
    ['product pages', PRODUCT_PAGES],
  ])('%s', (_name, pairs) => {
    it.each(pairs)('%s → %s and back', (enPath, esPath) => {
      expect(toSpanishPath(enPath)).toBe(esPath);
      expect(toEnglishPath(esPath)).toBe(enPath);
      expect(switchLanguagePath(enPath, 'es')).toBe(esPath);
      expect(switchLanguagePath(esPath, 'en')).toBe(enPath);
      expect(langOfPath(enPath)).toBe('en');
      expect(langOfPath(esPath)).toBe('es');
    });
  });

  it('holds every spec, state-guide and generic-guide pair as data', () => {
    const data = new Map(PATH_PAIRS.map(([en, es]) => [en, es]));
    for (const [en, es] of [...SPEC_TABLE, ...STATE_GUIDES, ...GENERIC_GUIDES]) expect(data.get(en)).toBe(es);
  });

  it('maps one to one: no Spanish path is the target of two English paths', () => {
    const targets = PATH_PAIRS.map(([, es]) => es);
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('gives unmapped English paths an /es prefix, and strips it on the way back ({token} row)', () => {
    expect(toSpanishPath('/some-token')).toBe('/es/some-token');
    expect(toEnglishPath('/es/some-token')).toBe('/some-token');
    expect(toSpanishPath('/guides/ohio-property-tax-appeal')).toBe('/es/guides/ohio-property-tax-appeal');
    expect(toEnglishPath('/es/guides/ohio-property-tax-appeal')).toBe('/guides/ohio-property-tax-appeal');
  });

  it('leaves a path already in the target language as it is', () => {
    expect(toSpanishPath('/es/acerca-de')).toBe('/es/acerca-de');
    expect(toSpanishPath('/es')).toBe('/es');
    expect(toEnglishPath('/about')).toBe('/about');
    expect(toEnglishPath('/')).toBe('/');
  });

  it('keeps trailing slashes, query and hash', () => {
    expect(toSpanishPath('/about/')).toBe('/es/acerca-de/');
    expect(toEnglishPath('/es/acerca-de/')).toBe('/about/');
    expect(toEnglishPath('/es/')).toBe('/');
    expect(toSpanishPath('/county/harris/?value=350000#results')).toBe('/es/condado/harris/?value=350000#results');
    expect(toEnglishPath('/es/condado/harris?value=350000&county=harris')).toBe(
      '/county/harris?value=350000&county=harris',
    );
    expect(toSpanishPath('/#calculator')).toBe('/es#calculator');
    expect(toSpanishPath('https://example.com/faq?q=1')).toBe('https://example.com/es/preguntas-frecuentes?q=1');
  });

  it('normalises a base to leading and trailing slash', () => {
    expect(normalizeBase(undefined)).toBe('/');
    expect(normalizeBase('')).toBe('/');
    expect(normalizeBase('/')).toBe('/');
    expect(normalizeBase('sub')).toBe('/sub/');
    expect(normalizeBase('/sub')).toBe('/sub/');
    expect(normalizeBase('/a/b/')).toBe('/a/b/');
  });

  it('handles a --base sub-path', () => {
    expect(switchLanguagePath('/sub/county/harris', 'es', '/sub/')).toBe('/sub/es/condado/harris');
    expect(switchLanguagePath('/sub/es/condado/harris', 'en', '/sub/')).toBe('/sub/county/harris');
    expect(switchLanguagePath('/sub/', 'es', '/sub/')).toBe('/sub/es');
    expect(switchLanguagePath('/sub', 'es', '/sub')).toBe('/sub/es');
    expect(switchLanguagePath('/sub/es', 'en', 'sub')).toBe('/sub/');
    expect(switchLanguagePath('/sub/about/?x=1', 'es', '/sub/')).toBe('/sub/es/acerca-de/?x=1');
    expect(switchLanguagePath('/sub/unmapped', 'es', '/sub/')).toBe('/sub/es/unmapped');
    // a site-relative path gets the base added
    expect(localizePath('/faq', 'es', '/sub/')).toBe('/sub/es/preguntas-frecuentes');
    expect(localizePath('/faq', 'en', '/sub/')).toBe('/sub/faq');
    expect(langOfPath('/sub/es/contacto', '/sub/')).toBe('es');
    expect(langOfPath('/sub/contact', '/sub/')).toBe('en');
    // no base, '/' and '' all mean the root
    expect(switchLanguagePath('/about', 'es', '/')).toBe('/es/acerca-de');
    expect(switchLanguagePath('/about', 'es', '')).toBe('/es/acerca-de');
  });

  it('gives both alternates for hreflang from either language', () => {
    expect(alternatePaths('/county/harris')).toEqual({ en: '/county/harris', es: '/es/condado/harris' });
    expect(alternatePaths('/es/condado/harris')).toEqual({ en: '/county/harris', es: '/es/condado/harris' });
  });

  it('tells the language from the first path segment', () => {
    expect(langOfPath('/es')).toBe('es');
    expect(langOfPath('/es/')).toBe('es');
    expect(langOfPath('/es/anything')).toBe('es');
    expect(langOfPath('/')).toBe('en');
    expect(langOfPath('/estados-unidos')).toBe('en');
  });

  it('recognises calculator and county pages', () => {
    expect(isCalculatorPath('/calculator')).toBe(true);
    expect(isCalculatorPath('/es/calculadora')).toBe(true);
    expect(isCalculatorPath('/sub/calculator/?x=1')).toBe(true);
    expect(isCalculatorPath('/guides/prop-13-calculator')).toBe(false);
    expect(isCalculatorPath('/es/guias/calculadora-prop-13')).toBe(false);
    expect(isCalculatorPath('/about')).toBe(false);

    expect(isCountyPath('/county/harris')).toBe(true);
    expect(isCountyPath('/es/condado/harris')).toBe(true);
    expect(isCountyPath('/county/texas/harris')).toBe(true);
    expect(isCountyPath('/counties')).toBe(false);
    expect(isCountyPath('/es/condados')).toBe(false);
    expect(isCountyPath('/guides/county-guide')).toBe(false);
  });
});
