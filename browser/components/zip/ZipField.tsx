import { type ReactNode, useEffect, useState } from 'react';
import type { Lang } from '../../../schema/codes.ts';
import type { Localized } from '../../../schema/index.ts';
import type { Picks } from '../../../engine/unit-slots.ts';
import { type ZipOutcome, zipNotices } from '../../../engine/zip-choice.ts';
import { countyLabel } from '../../../i18n/place-names.ts';
import type { Hit } from '../../search/match.ts';
import type { lookup } from '../text.ts';

type Translate = ReturnType<typeof lookup>;
import { nearestZip } from './nearest-zip.ts';
import type { ZipView } from './use-zip.ts';

export interface ZipFieldProps {
  t: Translate;
  lang: Lang;
  view: ZipView;
  zip: string;
  approximate: boolean;
  picks: Picks;
  submit: (zip: string, approximate?: boolean) => void;
  choose: (leaid: string) => void;
  /** A county page's address with {{slug}}. */
  countyHref: string;
  stateName: string;
  countyName: string | null;
  /** The state's ZIP centres, for "Use my location"; null: the button is not offered. */
  centresUrl: string | null;
  /** A unit's name in both languages (a city or a town the ZIP names). */
  unitName: (id: string) => Localized;
}

const pct = (share: number | null): string => `${((share ?? 0) * 100).toFixed(1)}%`;

/** "Your ZIP code": the county, school district and city a ZIP gives, each choice shown and left editable. */
export function ZipField(p: ZipFieldProps) {
  const { t, lang, view } = p;
  const [text, setText] = useState(p.zip);
  // A ZIP from a shared link (or the hub's search) arrives after the first render.
  useEffect(() => {
    if (p.zip) setText(p.zip);
  }, [p.zip]);
  const [problem, setProblem] = useState<string | null>(null);
  const [located, setLocated] = useState<string | null>(null);
  const go = (): void => {
    const zip = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(text)?.[1];
    setProblem(zip ? null : t('calculator.zip.invalid'));
    setLocated(null);
    if (zip) p.submit(zip);
  };
  const locate = (): void => {
    setLocated(t('calculator.zip.locating'));
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        // The position stays here: only the ZIP centre it snaps to is used, as if typed.
        void nearestZip(p.centresUrl!, pos.coords.latitude, pos.coords.longitude).then((zip) => {
          if (!zip) return setLocated(t('calculator.zip.notNear', { state: p.stateName }));
          setText(zip);
          setLocated(t('calculator.zip.located', { zip }));
          p.submit(zip, true);
        });
      },
      (err) =>
        setLocated(
          t(err.code === err.PERMISSION_DENIED ? 'calculator.zip.locateDenied' : 'calculator.zip.locateFailed'),
        ),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  const counties = (hits: Hit[]) => hits.map((h) => countyLabel(h.name, lang)).join(', ');
  const links = (zip: string, hits: Hit[]) => (
    <ul className="zip-counties">
      {hits.map((h) => (
        <li key={h.key}>
          <a href={`${p.countyHref.replace('{{slug}}', h.key)}?zip=${zip}`}>
            {t('calculator.zip.open', { county: countyLabel(h.name, lang), zip })}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="zip-field" data-zip-field>
      <label htmlFor="zip" className="field-label">
        {t('calculator.zip.label')}
      </label>
      <div className="zip-row">
        <input
          id="zip"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={text}
          aria-describedby="zip-hint"
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter looks the ZIP up; it does not submit the calculator around it.
            if (e.key === 'Enter') {
              e.preventDefault();
              go();
            }
          }}
        />
        <button type="button" className="btn btn-secondary" onClick={go} data-zip-find>
          {t('calculator.zip.find')}
        </button>
      </div>
      {p.centresUrl && typeof navigator !== 'undefined' && 'geolocation' in navigator && (
        <button type="button" className="btn-link" onClick={locate} data-zip-locate>
          {t('calculator.zip.locate')}
        </button>
      )}
      <p id="zip-hint" className="field-hint">
        {t('calculator.zip.hint')}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div
        role="status"
        data-zip-status={view.kind}
        data-zip-for={'zip' in view ? view.zip : view.kind === 'here' ? view.outcome.zip : undefined}
      >
        {located && <p className="small">{located}</p>}
        {view.kind === 'loading' && <p className="small">{t('calculator.zip.loading', { zip: view.zip })}</p>}
        {view.kind === 'failed' && <p className="small">{t('calculator.zip.loadFailed')}</p>}
        {view.kind === 'unknown' && (
          <p className="small">{t('calculator.zip.unknown', { zip: view.zip, state: p.stateName })}</p>
        )}
        {view.kind === 'elsewhere' && (
          <>
            <p className="small">
              {t('calculator.zip.elsewhere', {
                zip: view.zip,
                counties: counties(view.hits),
                county: p.countyName ? countyLabel(p.countyName, lang) : '',
              })}
            </p>
            {links(view.zip, view.hits)}
          </>
        )}
        {view.kind === 'counties' && (
          <>
            <p className="small">{t('calculator.zip.home', { zip: view.zip })}</p>
            {links(view.zip, view.hits)}
          </>
        )}
        {view.kind === 'here' && (
          <ZipOutcomeView {...p} outcome={view.outcome} others={view.others} counties={counties} links={links} />
        )}
      </div>
    </div>
  );
}

function ZipOutcomeView(
  p: ZipFieldProps & {
    outcome: ZipOutcome;
    others: Hit[];
    counties: (hits: Hit[]) => string;
    links: (zip: string, hits: Hit[]) => ReactNode;
  },
) {
  const { t, lang, outcome: o } = p;
  const picked = new Set(Object.values(p.picks).flat());
  const chosen = { ...o, assumed: o.assumed.filter((a) => picked.has(a.id)) };
  const slot = o.candidates[0]?.slot;
  return (
    <>
      {p.approximate && <p className="small muted">{t('calculator.zip.approximate')}</p>}
      {/* A split ZIP's shares are the radio group below; the result says them in a sentence. */}
      {zipNotices(chosen, p.unitName)
        .filter((n) => !(n.code === 'zip-school-split' && o.candidates.length > 1))
        .map((n) => (
          <p key={n.code} className="small" data-zip-notice={n.code}>
            {n.message[lang]}
          </p>
        ))}
      {o.hasArea && !o.unjoined && o.assumed.length === 0 && o.groups.length === 0 && (
        <p className="small">
          {t('calculator.zip.nothing', { zip: o.zip, county: p.countyName ? countyLabel(p.countyName, lang) : '' })}
        </p>
      )}
      {o.candidates.length > 1 && slot && (
        <fieldset className="zip-candidates" data-zip-candidates>
          <legend className="small">{t('calculator.zip.candidates', { zip: o.zip })}</legend>
          {o.candidates.map((c) => (
            <label className="check" key={c.id}>
              <input
                type="radio"
                name="zip-district"
                value={c.leaid}
                checked={(p.picks[slot] ?? []).includes(c.id)}
                onChange={() => p.choose(c.leaid!)}
              />
              <span>{t('calculator.zip.candidate', { name: c.name, share: pct(c.share) })}</span>
            </label>
          ))}
        </fieldset>
      )}
      {o.towns.length > 1 && (
        <p className="small">
          {t('calculator.zip.towns', { district: o.assumed[0]?.name ?? '', count: o.towns.length })}
        </p>
      )}
      {p.others.length > 0 && (
        <>
          <p className="small">
            {t('calculator.zip.several', {
              zip: o.zip,
              counties: [p.countyName ?? '', ...p.others.map((h) => h.name)]
                .map((n) => countyLabel(n, lang))
                .join(', '),
              county: p.countyName ? countyLabel(p.countyName, lang) : '',
            })}
          </p>
          {p.links(o.zip, p.others)}
        </>
      )}
      <p className="field-hint">{t('calculator.zip.limits')}</p>
    </>
  );
}
