// The PDF report: Download Report after a calculation gives an A4 PDF whose text holds the county,
// the annual tax the page shows and the disclaimer, in the page's language; a failed load says so.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/strings/en.ts';
import { es } from '../../i18n/strings/es.ts';
import { type Harness, startHarness } from './harness.ts';
import { calculate, openPage } from './islands-helpers.ts';

let h: Harness;
let dir: string;
beforeAll(async () => {
  h = await startHarness();
  dir = mkdtempSync(join(tmpdir(), 'report-'));
});
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** pdftotext's output with runs of whitespace made single spaces (lines wrap where the layout says). */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function downloadReport(path: string, value: string) {
  const opened = await openPage(h, path);
  const annual = await calculate(opened.page, value, { homestead: true });
  const button = opened.page.locator('[data-report-state]');
  const [download] = await Promise.all([opened.page.waitForEvent('download'), button.click()]);
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return { ...opened, annual, file, name: download.suggestedFilename(), button };
}

describe('PDF report', () => {
  it('downloads an A4 portrait PDF with the county, the annual tax shown and the disclaimer (English)', async () => {
    const { page, context, annual, file, name, button, problems } = await downloadReport('/tx/county/travis', '425000');
    expect(name).toBe('property-tax-report-travis.pdf');
    const text = pdfText(file);
    expect(text).toContain('Travis County');
    expect(text).toContain(annual);
    expect(text).toContain(en.report.disclaimer);
    expect(text).toContain(en.report.title);
    expect(text).toContain('Homestead');
    expect(text).toMatch(/Generated on \w+ \d{1,2}, \d{4}/);
    // Spec §9: A4 portrait is 595 × 842 points.
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(
      /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/,
    );
    await expect.poll(() => page.locator('[data-toast=success]', { hasText: en.report.downloaded }).count()).toBe(1);
    expect(await button.getAttribute('data-report-state')).toBe('done');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('writes the report in Spanish on the Spanish page', async () => {
    const { context, annual, file, name } = await downloadReport('/tx/es/condado/travis', '425000');
    expect(name).toBe('reporte-impuesto-predial-travis.pdf');
    const text = pdfText(file);
    expect(text).toContain(es.report.title);
    expect(text).toContain('Travis County');
    expect(text).toContain(annual);
    expect(text).toContain(es.report.disclaimer);
    expect(text).toContain('Exención');
    expect(text).toMatch(/Generado el \d{1,2} de \w+ de \d{4}/);
    await context.close();
  });

  it('renders page 1 to an A4-shaped image', async () => {
    const { context, file } = await downloadReport('/fl/county/miami-dade', '500000');
    execFileSync('pdftoppm', ['-r', '50', '-png', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page1')]);
    const png = readFileSync(join(dir, 'page1.png'));
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(height / width).toBeCloseTo(297 / 210, 1);
    expect(pdfText(file)).toContain('Miami-Dade County');
    await context.close();
  });

  it('says the report failed when its code cannot load, and leaves the page usable', async () => {
    const { page, context } = await openPage(h, '/tx/county/travis');
    await calculate(page, '300000');
    await page.locator('[data-report-state]').waitFor();
    // Every chunk the page needed is loaded; the PDF code is fetched only on the click.
    await page.route('**/assets/chunk-*.js', (route) => route.abort());
    await page.click('[data-report-state]');
    await expect.poll(() => page.locator('[data-toast=error]', { hasText: en.report.failed }).count()).toBe(1);
    expect(await page.getAttribute('[data-report-state]', 'data-report-state')).toBe('failed');
    expect(await page.locator('#calculator [data-figure=annual]').count()).toBe(1);
    await context.close();
  });
});
