import { describe, expect, it, vi } from 'vitest';
import { calculationLogLine, logCalculation } from '../../../browser/analytics/calculation-log.ts';
import { hashEmail, normalizeEmail } from '../../../browser/analytics/hash.ts';

describe('hashed e-mail (SHA-256 of the trimmed, lowercased address)', () => {
  // `printf %s test@example.com | sha256sum`
  const KNOWN = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b';
  it('matches the known digest of test@example.com', async () =>
    expect(await hashEmail('test@example.com')).toBe(KNOWN));
  it('trims and lowercases first', async () => {
    expect(normalizeEmail('  Test@Example.COM \n')).toBe('test@example.com');
    expect(await hashEmail('  Test@Example.COM ')).toBe(KNOWN);
  });
});

describe("calculation log line (spec §4: 'Tax calculation {event}', error for failed, else info, with a timestamp)", () => {
  const at = new Date('2026-03-01T12:00:00.000Z');
  it('failed is an error', () =>
    expect(calculationLogLine('failed', at)).toEqual({
      level: 'error',
      message: 'Tax calculation failed',
      timestamp: '2026-03-01T12:00:00.000Z',
    }));
  it('everything else is info', () => {
    expect(calculationLogLine('completed', at)).toEqual({
      level: 'info',
      message: 'Tax calculation completed',
      timestamp: '2026-03-01T12:00:00.000Z',
    });
    expect(calculationLogLine('started', at).level).toBe('info');
  });

  it('writes to console.error or console.info accordingly', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logCalculation('completed', { county: 'harris' });
    logCalculation('failed');
    expect(info).toHaveBeenCalledWith(
      'Tax calculation completed',
      expect.objectContaining({ county: 'harris', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
    );
    expect(err).toHaveBeenCalledWith(
      'Tax calculation failed',
      expect.objectContaining({ timestamp: expect.any(String) }),
    );
    info.mockRestore();
    err.mockRestore();
  });
});
