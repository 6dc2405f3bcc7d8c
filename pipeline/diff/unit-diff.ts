// The per-unit diff: every Texas unit whose rate for the new year differs from its year before
// (old → new, points, percent, status), and what that does to each affected county's typical bill.
// Written by emit as generated/diffs/tx-units-<from>-<to>.md and .json; pure.
import type { UnitStatus } from '../../schema/codes.ts';
import type { CountyRate, Unit } from '../../schema/index.ts';
import { fmtCount, fmtPoints, fmtRate, round6, toJson } from '../shared/format.ts';
import { cmp } from '../validate/units.ts';

export interface UnitChange {
  fips: string;
  county: string;
  id: string;
  name: string;
  type: Unit['type'];
  fromYear: number;
  fromPct: number | null;
  toYear: number;
  toPct: number | null;
  changePts: number | null;
  changePct: number | null;
  status: UnitStatus;
  viaCopy: boolean;
  /** Part of the county's typical bill (county, county-wide districts, the typical school district). */
  inTypicalBill: boolean;
}

export interface CountyBillChange {
  fips: string;
  county: string;
  slug: string;
  fromPct: number;
  toPct: number;
  changePts: number;
  changePct: number;
  /** Dollars a year at the product's default home value, before exemptions. */
  homeValue: number;
  billChange: number;
  /** Changed units of the county that are choices (cities, partial-county districts), not in the typical bill. */
  choices: { name: string; billChange: number | null }[];
}

export interface UnitDiff {
  state: 'tx';
  from: number;
  to: number;
  /** Units (one per county listing) with a rate row for `to`. */
  published: number;
  changed: number;
  units: UnitChange[];
  counties: CountyBillChange[];
}

const pct1 = (x: number | null) => {
  if (x === null) return '–';
  const s = Math.abs(x).toFixed(1);
  return s === '0.0' ? '0.0 %' : `${x > 0 ? '+' : '-'}${s} %`;
};
const STATUS_NOTE = (c: { status: string; viaCopy: boolean }) => `${c.status}${c.viaCopy ? ' (read in a copy)' : ''}`;

/** Units of `to` whose rate differs from their year before, county by county. */
export function unitChanges(units: Readonly<Record<string, readonly Unit[]>>, to: number): UnitChange[] {
  const out: UnitChange[] = [];
  for (const [fips, list] of Object.entries(units)) {
    for (const u of list) {
      if (u.taxYear !== to || !u.previous || u.previous.ratePct === u.ratePct) continue;
      const from = u.previous.ratePct;
      const pts = from === null || u.ratePct === null ? null : round6(u.ratePct - from);
      out.push({
        fips,
        county: '',
        id: u.id,
        name: u.name,
        type: u.type,
        fromYear: u.previous.taxYear,
        fromPct: from,
        toYear: u.taxYear,
        toPct: u.ratePct,
        changePts: pts,
        changePct: pts === null || !from ? null : round6((pts / from) * 100),
        status: u.status,
        viaCopy: u.viaCopy === true,
        inTypicalBill: false,
      });
    }
  }
  return out.sort((a, b) => cmp(a.fips, b.fips) || cmp(a.name, b.name));
}

/** "Austin (227-104-03), Travis County: 0.524017 → 0.579948 (+0.055931 pts, +10.7 %), adopted" */
export function unitChangeLine(
  c: Pick<
    UnitChange,
    'name' | 'id' | 'county' | 'fromYear' | 'fromPct' | 'toYear' | 'toPct' | 'changePts' | 'changePct'
  > & {
    status: string;
    viaCopy: boolean;
  },
): string {
  return `${c.name} (${c.id})${c.county ? `, ${c.county}` : ''}: ${c.fromYear} ${c.fromPct === null ? '–' : fmtRate(c.fromPct)} → ${c.toYear} ${
    c.toPct === null ? '–' : fmtRate(c.toPct)
  } (${c.changePts === null ? '–' : fmtPoints(c.changePts)} pts, ${pct1(c.changePct)}), ${STATUS_NOTE(c)}`;
}

export function unitDiff(
  units: Readonly<Record<string, readonly Unit[]>>,
  counties: readonly CountyRate[],
  from: number,
  to: number,
  homeValue: number,
): UnitDiff {
  const byFips = new Map(counties.map((c) => [c.fips, c]));
  const changes = unitChanges(units, to).map((c) => {
    const county = byFips.get(c.fips);
    return { ...c, county: county?.name ?? c.fips, inTypicalBill: county?.bill?.some((b) => b.id === c.id) ?? false };
  });
  const bills: CountyBillChange[] = [];
  for (const fips of [...new Set(changes.map((c) => c.fips))]) {
    const county = byFips.get(fips);
    if (!county) continue;
    const mine = changes.filter((c) => c.fips === fips);
    const before = (county.bill ?? []).reduce((s, b) => {
      const ch = mine.find((c) => c.id === b.id);
      return s + (ch?.fromPct ?? b.ratePct);
    }, 0);
    const fromPct = county.bill ? round6(before) : county.ratePct;
    const pts = round6(county.ratePct - fromPct);
    bills.push({
      fips,
      county: county.name,
      slug: county.slug,
      fromPct,
      toPct: county.ratePct,
      changePts: pts,
      changePct: fromPct ? round6((pts / fromPct) * 100) : 0,
      homeValue,
      billChange: Math.round((homeValue * pts) / 100),
      choices: mine
        .filter((c) => !c.inTypicalBill)
        .map((c) => ({
          name: c.name,
          billChange: c.changePts === null ? null : Math.round((homeValue * c.changePts) / 100),
        })),
    });
  }
  const published = Object.values(units).reduce((n, list) => n + list.filter((u) => u.taxYear === to).length, 0);
  return { state: 'tx', from, to, published, changed: changes.length, units: changes, counties: bills };
}

const cell = (s: string) => s.replace(/\|/g, '\\|');
const money = (n: number) => `${n < 0 ? '-' : n > 0 ? '+' : ''}$${fmtCount(Math.abs(n))}`;

export function renderUnitDiffMarkdown(d: UnitDiff): string {
  const out = [
    `# Texas taxing units: ${d.from} → ${d.to}`,
    '',
    `${fmtCount(d.published)} unit listings have a ${d.to} rate; ${fmtCount(d.changed)} changed. Every other unit keeps its ${d.from} rate as the estimate (shown as "${d.from}: ${d.to} not yet published").`,
    '',
    '## Units whose rate changed',
    '',
  ];
  if (d.units.length === 0) out.push('None.');
  else {
    out.push('| unit | id | county | old | new | change (pts) | change (%) | status | in typical bill |');
    out.push('|---|---|---|---:|---:|---:|---:|---|---|');
    for (const c of d.units)
      out.push(
        `| ${cell(c.name)} | ${c.id} | ${cell(c.county)} | ${c.fromYear}: ${c.fromPct === null ? '–' : fmtRate(c.fromPct)} | ${c.toYear}: ${
          c.toPct === null ? '–' : fmtRate(c.toPct)
        } | ${c.changePts === null ? '–' : fmtPoints(c.changePts)} | ${pct1(c.changePct)} | ${STATUS_NOTE(c)} | ${c.inTypicalBill ? 'yes' : 'no (a choice)'} |`,
      );
  }
  out.push('', "## Each affected county's typical bill", '');
  if (d.counties.length === 0) out.push('None.');
  else {
    out.push(
      `Typical bill: the county, its county-wide districts and the typical school district. Dollars: a $${fmtCount(d.counties[0]!.homeValue)} home, before exemptions.`,
      '',
      '| county | typical bill rate | change (pts) | change (%) | a year | a home inside a changed choice (not in the typical bill), a year |',
      '|---|---:|---:|---:|---:|---|',
    );
    for (const c of d.counties)
      out.push(
        `| ${cell(c.county)} | ${fmtRate(c.fromPct)} → ${fmtRate(c.toPct)} | ${fmtPoints(c.changePts)} | ${pct1(c.changePct)} | ${money(c.billChange)} | ${
          cell(c.choices.map((x) => `${x.name} ${x.billChange === null ? '–' : money(x.billChange)}`).join(', ')) || '–'
        } |`,
      );
  }
  return `${out.join('\n')}\n`;
}

export function renderUnitDiffJson(d: UnitDiff): string {
  return toJson(d);
}

export const unitDiffPath = (from: number, to: number, ext: 'md' | 'json') =>
  `generated/diffs/tx-units-${from}-${to}.${ext}`;
