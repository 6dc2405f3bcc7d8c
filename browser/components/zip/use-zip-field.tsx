import { useCallback, useMemo } from 'react';
import type { Notice } from '../../../engine/model.ts';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import { calcState } from '../../../states/engines.ts';
import type { Lang, StateCode } from '../../../schema/codes.ts';
import type { Localized } from '../../../schema/index.ts';
import type { Picks } from '../../../engine/unit-slots.ts';
import { zipNotices } from '../../../engine/zip-choice.ts';
import { unitDisplayName } from '../../../i18n/unit-names.ts';
import type { lookup } from '../text.ts';
import { ZipField } from './ZipField.tsx';
import { useZip } from './use-zip.ts';

/** What the calculator hands the ZIP field. */
export interface ZipFieldSetup {
  state: StateCode;
  t: ReturnType<typeof lookup>;
  lang: Lang;
  county: { fips: string; slug: string; name: string } | null;
  urls: { zips: string | null; search: string | null; centres: string | null };
  countyHref: string;
  stateName: string;
  units: readonly PickUnit[] | null;
  form: { zip: string; zipApprox: boolean; picks: Picks };
  edit: (patch: { zip: string; zipApprox?: boolean; picks?: Picks }) => void;
}

/** The picks once the ZIP's are in: its slots replaced, and a parent slot cleared so the chooser names it. */
function withZipPicks(state: StateCode, picks: Picks, fromZip: Picks): Picks {
  const next = { ...picks, ...fromZip };
  for (const slot of calcState(state).units.slots)
    if (slot.within && fromZip[slot.key] && !fromZip[slot.within]) next[slot.within] = [];
  return next;
}

/** The ZIP field for the calculator, and the notices its choices add to a result. */
export function useZipField(s: ZipFieldSetup) {
  const rules = calcState(s.state).units;
  const unitName = useCallback(
    (id: string): Localized => {
      const u = s.units?.find((x) => x.id === id);
      return u ? { en: unitDisplayName(u, 'en'), es: unitDisplayName(u, 'es') } : { en: id, es: id };
    },
    [s.units],
  );
  const zip = useZip({
    fips: s.county?.fips ?? null,
    slug: s.county?.slug ?? null,
    zipsUrl: s.urls.zips,
    searchUrl: s.urls.search,
    units: s.units,
    rules,
    zip: s.form.zip,
    picks: s.form.picks,
    apply: (code, approximate, picks) =>
      s.edit({
        zip: code,
        ...(approximate === undefined ? {} : { zipApprox: approximate }),
        ...(picks ? { picks: withZipPicks(s.state, s.form.picks, picks) } : {}),
      }),
  });
  const { view } = zip;
  /** The ZIP's notices for the picks a result was computed with: a pick the visitor changed is no longer the ZIP's. */
  const notices = useCallback(
    (picks: Picks): Notice[] => {
      if (view.kind !== 'here') return [];
      const picked = new Set(Object.values(picks).flat());
      return zipNotices({ ...view.outcome, assumed: view.outcome.assumed.filter((a) => picked.has(a.id)) }, unitName);
    },
    [view, unitName],
  );
  const offered = Boolean(s.urls.zips || (!s.county && s.urls.search));
  const element = useMemo(
    () =>
      offered ? (
        <ZipField
          t={s.t}
          lang={s.lang}
          view={view}
          zip={s.form.zip}
          approximate={s.form.zipApprox}
          picks={s.form.picks}
          submit={zip.submit}
          choose={zip.choose}
          countyHref={s.countyHref}
          stateName={s.stateName}
          countyName={s.county?.name ?? null}
          centresUrl={s.urls.centres}
          unitName={unitName}
        />
      ) : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [offered, view, s.form.zip, s.form.zipApprox, s.form.picks, s.lang, unitName],
  );
  // The units the ZIP points to, listed first: a New York district's towns, the Kern areas of its groups.
  const first = useMemo(() => {
    if (view.kind !== 'here') return undefined;
    const o = view.outcome;
    const out: Record<string, string[]> = {};
    if (o.towns.length) out.place = o.towns;
    if (o.groups.length)
      out.area = (s.units ?? []).filter((u) => u.group && o.groups.includes(u.group.en)).map((u) => u.id);
    return out;
  }, [view, s.units]);
  return { element, notices, first, fromLink: zip.fromLink, settled: zip.settled };
}
