// A ZIP, a position's ZIP and a typed rate never reach error reports or the address analytics reads.
import { describe, expect, it } from 'vitest';
import { withoutPrivate } from '../../../browser/analytics/private-params.ts';
import { reportOptions } from '../../../browser/analytics/report-options.ts';

describe('private parameters', () => {
  it('drops zip, za and ur from an address, keeping the rest and the hash', () => {
    expect(withoutPrivate('https://x.test/tx/county/harris/?v=300000&zip=77449&za=1&ur=a~0.85&h=1#calculator')).toBe(
      'https://x.test/tx/county/harris/?v=300000&h=1#calculator',
    );
    expect(withoutPrivate('/tx/county/harris/?zip=77449')).toBe('/tx/county/harris/');
    expect(withoutPrivate('/tx/county/harris/')).toBe('/tx/county/harris/');
  });

  it('error reports lose them from the page address and from navigation breadcrumbs', () => {
    const options = reportOptions(
      { dsn: 'https://k@o.test/1', product: 'p', stateCode: 'TX', traceOrigins: [] } as never,
      { host: 'x.test', hostname: 'x.test' },
    );
    const event = options.beforeSend!(
      {
        exception: { values: [{ type: 'Error', value: 'boom' }] },
        request: { url: 'https://x.test/tx/?zip=77449&v=1' },
      } as never,
      { originalException: new Error('boom') } as never,
    ) as { request: { url: string } } | null;
    expect(event?.request.url).toBe('https://x.test/tx/?v=1');
    const crumb = options.beforeBreadcrumb!(
      { category: 'navigation', data: { from: '/tx/?zip=77449', to: '/tx/county/harris/?ur=x~1&v=2' } } as never,
      undefined,
    ) as { data: Record<string, string> } | null;
    expect(crumb?.data).toEqual({ from: '/tx/', to: '/tx/county/harris/?v=2' });
  });
});
