// Guide texts cite figures by key; a key the data does not have, or a number without a format,
// must stop `rates validate` at the text's line and column, not the build, not a page.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateSources } from '../../../pipeline/registry/validate-sources.ts';
import { REAL_SOURCES, cleanupRoots, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);
const GUIDE = 'sources/content/tx/texas-county-tax-guide.en.md';

/** The English text and its Spanish twin edited alike (the twins must cite the same figures). */
async function issuesAfter(edit: (text: string) => string) {
  const root = tempRoot(REAL_SOURCES);
  for (const file of [join(root, GUIDE), join(root, GUIDE.replace('.en.md', '.es.md'))])
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
  const r = await validateSources(root);
  return r.ok ? [] : r.errors;
}

describe('placeholders are resolved when sources/ is validated', () => {
  it('an unknown key is reported at its line and column, with the site it fails on', async () => {
    const lines = readFileSync(join(REAL_SOURCES, '..', GUIDE), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('{{rates.countyCount|integer}}')) + 1;
    const column = lines[line - 1]!.indexOf('{{rates.countyCount|integer}}') + 1;
    const issues = await issuesAfter((t) => t.replace('{{rates.countyCount|integer}}', '{{rates.countyCout|integer}}'));
    expect(issues[0]).toEqual({
      where: `${GUIDE}:${line}:${column}`,
      message: '{{rates.countyCout|integer}}: unknown key rates.countyCout (no "countyCout") (on the tx site)',
    });
    expect(issues.map((i) => i.where.replace(/:.*/, ''))).toEqual([GUIDE, GUIDE.replace('.en.md', '.es.md')]);
  });

  it('a number without a format is refused', async () => {
    const issues = await issuesAfter((t) => t.replace('{{rates.countyCount|integer}}', '{{rates.countyCount}}'));
    const message =
      '{{rates.countyCount}}: expected a format (money, pct, integer …) for the number at rates.countyCount (on the tx site)';
    expect(issues.map((i) => i.message)).toEqual([message, message]);
  });
});
