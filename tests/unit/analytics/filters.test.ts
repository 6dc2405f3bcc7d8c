import { describe, expect, it } from 'vitest';
import {
  type ReportEvent,
  isIgnoredNetworkUrl,
  keepBreadcrumb,
  keepException,
  keepLog,
} from '../../../browser/analytics/filters.ts';

const error = (
  type: string,
  value: string,
  files: string[] = ['https://tx.example.org/tx/assets/calculator-X.js'],
): ReportEvent => ({
  exception: {
    values: [{ type, value, stacktrace: { frames: files.map((filename) => ({ filename, function: 'run' })) } }],
  },
});

describe('dropped exceptions (spec §8): structured-data context plus a lowercase failure or "undefined is not an object"', () => {
  it('drops a structured-data error that failed to lowercase', () => {
    expect(
      keepException(
        error('TypeError', "Cannot read properties of undefined (reading 'toLowerCase') in StructuredData"),
      ),
    ).toBe(false);
  });

  it('drops one whose structured-data context is only in the stack', () => {
    const event: ReportEvent = {
      exception: {
        values: [
          {
            type: 'TypeError',
            value: "undefined is not an object (evaluating 'a.name')",
            stacktrace: { frames: [{ filename: 'https://tx.example.org/x.js', function: 'renderJsonLd' }] },
          },
        ],
      },
    };
    expect(keepException(event)).toBe(false);
  });

  it('keeps a structured-data error of another kind, and a lowercase failure elsewhere', () => {
    expect(keepException(error('SyntaxError', 'Unexpected token in JSON-LD'))).toBe(true);
    expect(keepException(error('TypeError', "Cannot read properties of undefined (reading 'toLowerCase')"))).toBe(true);
  });
});

describe('known third-party script errors are ignored', () => {
  it.each([
    'Script error.',
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications.',
    "Can't find variable: ZiteReader",
  ])('"%s"', (message) => expect(keepException({ message })).toBe(false));

  it("ignores errors thrown from extensions and the tag manager's scripts, keeps our own", () => {
    expect(keepException(error('TypeError', 'x is null', ['chrome-extension://abc/content.js']))).toBe(false);
    expect(
      keepException(
        error('TypeError', 'x is null', [
          'https://tx.example.org/tx/assets/a.js',
          'https://www.googletagmanager.com/gtm.js?id=GTM-X',
        ]),
      ),
    ).toBe(false);
    expect(keepException(error('TypeError', 'x is null'))).toBe(true);
  });
});

describe('network errors are reported unless they concern ad, asset or IndexNow paths', () => {
  const failed = error('TypeError', 'Failed to fetch');
  it('keeps a failed API call', () =>
    expect(keepException(failed, 'https://api.example.org/api/newsletter/subscribe')).toBe(true));
  it('keeps one whose URL is unknown', () => expect(keepException(failed)).toBe(true));
  it.each([
    'https://tx.example.org/tx/assets/forms-AB12.js',
    'https://tx.example.org/tx/data/counties-tx-1.json',
    'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
    'https://tx.example.org/ads/banner',
    'https://api.indexnow.org/indexnow?url=x',
  ])('drops one concerning %s', (url) => {
    expect(isIgnoredNetworkUrl(url)).toBe(true);
    expect(keepException(failed, url)).toBe(false);
  });

  it("finds the URL in the message or in the last failed request's breadcrumb", () => {
    expect(
      keepException({
        message: 'NetworkError when attempting to fetch resource https://tx.example.org/tx/assets/a.js',
      }),
    ).toBe(false);
    const withCrumb: ReportEvent = {
      ...failed,
      breadcrumbs: [{ category: 'fetch', level: 'error', data: { url: 'https://x.test/indexnow' } }],
    };
    expect(keepException(withCrumb)).toBe(false);
  });
});

describe('logs (spec §8, §9): only warn and error; never one mentioning a password or an SSN', () => {
  it.each([
    ['debug', 'Tax calculation completed', false],
    ['trace', 'x', false],
    ['info', 'Tax calculation completed', false],
    ['log', 'x', false],
    ['warn', 'county list slow', true],
    ['error', 'Tax calculation failed', true],
    ['error', 'Password reset failed', false],
    ['warn', 'user SSN: 123', false],
    ['error', 'bad ssn_last4', false],
  ])('%s "%s" kept: %s', (level, message, kept) => expect(keepLog({ level, message })).toBe(kept));

  it('does not mistake words that merely contain the letters for an SSN', () =>
    expect(keepLog({ level: 'error', message: 'Lassner class failed' })).toBe(true));
});

describe('breadcrumbs: console ones and debug notes dropped', () => {
  it('drops console breadcrumbs and debug or trace levels; keeps navigation and fetch', () => {
    expect(keepBreadcrumb({ category: 'console', level: 'error' })).toBe(false);
    expect(keepBreadcrumb({ category: 'ui.click', level: 'debug' })).toBe(false);
    expect(keepBreadcrumb({ category: 'fetch', level: 'info' })).toBe(true);
    expect(keepBreadcrumb({ category: 'navigation' })).toBe(true);
  });
});
