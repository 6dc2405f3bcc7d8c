// Shared by the notify-me tests: a deploy whose Texas units changed, and the links in the e-mails.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './harness.ts';

/** City of Lakeway (Travis): a city outside the county's typical bill, still on its 2025 rate in sources/. */
export const LAKEWAY = '227-105-03';
export const HARRIS_COUNTY_UNIT = '48201-county';

/** A project root whose generated/ is the repository's with some Texas units' rates changed, as after a deploy. */
export function deployedWith(
  changes: Record<string, { ratePct: number; taxYear: number; status: string }>,
  records: Record<string, { ratePct: number; tableYear: number; status: 'estimate' | 'official' }> = {},
): string {
  const root = mkdtempSync(join(tmpdir(), 'notify-root-'));
  mkdirSync(join(root, 'generated/rates'), { recursive: true });
  mkdirSync(join(root, 'generated/units'), { recursive: true });
  cpSync(join(ROOT, 'generated/config'), join(root, 'generated/config'), { recursive: true });
  const tx = JSON.parse(readFileSync(join(ROOT, 'generated/rates/tx.json'), 'utf8')) as {
    counties: { slug: string }[];
  };
  const units = JSON.parse(readFileSync(join(ROOT, 'generated/units/tx.json'), 'utf8')) as {
    counties: Record<string, { id: string; ratePct: number; taxYear: number; status: string }[]>;
  };
  for (const county of tx.counties) if (records[county.slug]) Object.assign(county, records[county.slug]);
  for (const list of Object.values(units.counties))
    for (const unit of list) if (changes[unit.id]) Object.assign(unit, changes[unit.id]);
  writeFileSync(join(root, 'generated/rates/tx.json'), JSON.stringify(tx));
  writeFileSync(join(root, 'generated/units/tx.json'), JSON.stringify(units));
  return root;
}

export function notifyLink(eml: string, kind: 'confirm' | 'unsubscribe'): string {
  const match = eml.match(new RegExp(`https?://[^\\s<>"]+/api/notify/${kind}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no notify ${kind} link in:\n${eml}`);
  return match[0];
}

/** Long headers are folded onto several lines; a reader sees each as one. */
export function unfold(eml: string): string {
  const split = eml.indexOf('\n\n');
  return eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' ') + eml.slice(split);
}
