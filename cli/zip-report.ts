// What `calc --zip` says it assumed: the units the ZIP chose (with their share of the ZIP's land) and the
// chooser's own stand-ins, in one list; the other candidate districts; and the ZIP's notices on the result.
import type { AnyResult } from '../states/estimate/index.ts';
import type { UnitsFile } from '../schema/index.ts';
import type { Assumed } from '../engine/unit-choice.ts';
import { zipNotices } from '../engine/zip-choice.ts';
import type { ZipResolved } from '../states/estimate/zip-request.ts';
import { unitDisplayName } from '../i18n/unit-names.ts';

export interface AssumedLine {
  part: string;
  slot: string;
  id: string;
  name: string;
  /** Share of the ZIP's land; null for a unit named otherwise (the mailing city, the county's typical district). */
  share: number | null;
  from: 'zip' | 'zip-city' | 'county';
}

export function zipReport(
  zip: ZipResolved | undefined,
  result: AnyResult,
  units: UnitsFile | null,
  chooser: Assumed[],
) {
  const fips = zip?.fips ?? (result.kind === 'general' ? result.rate.county?.fips : undefined) ?? '';
  const list = units?.counties[fips] ?? [];
  const unit = (id: string) => list.find((u) => u.id === id);
  const part = (id: string) => unit(id)?.part ?? '';
  const chosen: AssumedLine[] = (zip?.outcome.assumed ?? []).map((a) => ({
    part: part(a.id),
    slot: a.slot,
    id: a.id,
    name: a.name,
    share: a.share,
    from: a.share === null ? 'zip-city' : 'zip',
  }));
  const standIns: AssumedLine[] = chooser.map((a) => ({
    part: part(a.id),
    slot: a.slot,
    id: a.id,
    name: a.name,
    share: null,
    from: 'county',
  }));
  if (zip && result.kind === 'general')
    result.notices.push(
      ...zipNotices(zip.outcome, (id) => {
        const u = unit(id);
        return u ? { en: unitDisplayName(u, 'en'), es: unitDisplayName(u, 'es') } : { en: id, es: id };
      }),
    );
  const o = zip?.outcome;
  return {
    assumed: [...chosen, ...standIns],
    candidates: (o?.candidates ?? []).map((c) => ({
      part: part(c.id),
      slot: c.slot,
      id: c.id,
      name: c.name,
      share: c.share,
    })),
    about: o
      ? {
          zip: o.zip,
          counties: o.counties,
          city: o.city,
          hasArea: o.hasArea,
          settled: o.settled,
          towns: o.towns,
          groups: o.groups,
          source: zip!.file.source,
          boundaries: zip!.file.boundaries,
        }
      : null,
  };
}
