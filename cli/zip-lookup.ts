// `rates zip Z`: what the project knows of a ZIP of the four states billed by unit, read from generated/: its
// state and counties, mailing city, whether it is a Census ZIP area, and the school districts over its land by
// share, each with the project's unit ids county by county. A ZIP is never proof of a district: the shares are of
// land, and below about 95 % the owner has to say which district is theirs.
import { generatedData } from '../pipeline/shared/generated-data.ts';
import { type Result, fail, ok } from '../pipeline/result.ts';
import { type ZipEntry, type ZipFile, type ZipSchool, zipFileSchema } from '../schema/index.ts';

const ZIP_STATES = zipFileSchema.shape.state.options;
type ZipState = (typeof ZIP_STATES)[number];
const STATE_NAMES: Record<ZipState, string> = { tx: 'Texas', ny: 'New York', fl: 'Florida', ca: 'California' };
/** The first two digits of a state's NCES district ids. */
const STATE_FIPS: Record<ZipState, string> = { tx: '48', ny: '36', fl: '12', ca: '06' };

export interface ZipCounty {
  fips: string;
  name: string;
  slug: string;
}

export interface ZipDistrict extends ZipSchool {
  /** The share in percent, one decimal, as printed. */
  percent: string;
  /** The unit ids by county, in the ZIP's county order (only counties with any). */
  byCounty: { fips: string; ids: string[] }[];
}

export interface ZipLookup {
  zip: string;
  state: ZipState;
  counties: ZipCounty[];
  city: string;
  lat: number;
  lon: number;
  zcta: boolean;
  schools: ZipDistrict[];
  high?: ZipDistrict[];
  source: string;
  boundaries: string;
}

const refused = (message: string): Result<never> => fail([{ where: '<zip>', message }], 'InputRefused');

/** Where a ZIP the four files lack lies, from the county search's table: its state and county, if any. */
function elsewhere(gen: ReturnType<typeof generatedData>, zip: string): { state: string; county: string } | null {
  const table = gen.allZips();
  const fips = Object.entries(table?.counties ?? {}).find(([, zips]) => zips.split(' ').includes(zip))?.[0];
  const county = fips ? gen.national().find((c) => c.fips === fips) : undefined;
  return county ? { state: county.state, county: county.name } : null;
}

/** A generated/ file missing or not what emit writes throws GeneratedDataError: cli.ts reports it. */
export function lookupZip(root: string, zip: string): Result<ZipLookup> {
  if (!/^\d{5}$/.test(zip))
    return refused(`expected a 5-digit ZIP code such as 77449 (leading zeros kept), found ${JSON.stringify(zip)}`);
  const gen = generatedData(root);
  const files = ZIP_STATES.map((s) => gen.zips(s)).filter((f): f is ZipFile => f !== null);
  if (!files.length)
    return refused(
      'expected generated/zips/<state>.json for tx, ny, fl and ca, found none (`npx tsx cli.ts rates emit` writes them where the ZIP package is installed)',
    );
  const file = files.find((f) => Object.hasOwn(f.zips, zip));
  if (file) return ok(describe(gen, file, zip, file.zips[zip]!));
  const place = elsewhere(gen, zip);
  const ours = ZIP_STATES.find((s) => s.toUpperCase() === place?.state);
  if (place && ours)
    return refused(
      `expected a ZIP of generated/zips/${ours}.json, found ${zip}, a ZIP of ${place.county}, ${place.state}, which the file leaves out (the ZIP package gives it no centre): ${place.county}'s lists of districts apply`,
    );
  const found = place ? `${zip}, a ZIP of ${place.county}, ${place.state}` : `${zip}, which no ZIP table of ours lists`;
  return refused(
    `expected a ZIP of Texas, New York, Florida or California (the states billed unit by unit), found ${found}`,
  );
}

function describe(gen: ReturnType<typeof generatedData>, file: ZipFile, zip: string, e: ZipEntry): ZipLookup {
  const state = file.state;
  const rates = gen.stateRates(state).counties;
  const national = gen.national();
  const counties = e.counties.map((fips) => {
    const c = rates.find((r) => r.fips === fips) ?? national.find((n) => n.fips === fips);
    return { fips, name: c?.name ?? fips, slug: c?.slug ?? '' };
  });
  // New York segment ids do not name their county: the units file says which of the ZIP's counties lists each.
  const listed = gen.units(state)?.counties ?? {};
  const countyOf = (id: string) =>
    e.counties.find((f) => id.startsWith(`${f}-`) || listed[f]?.some((u) => u.id === id)) ?? '';
  const district = (s: ZipSchool): ZipDistrict => ({
    ...s,
    percent: (s.share * 100).toFixed(1),
    byCounty: e.counties
      .map((fips) => ({ fips, ids: s.units.filter((id) => countyOf(id) === fips) }))
      .filter((c) => c.ids.length > 0),
  });
  return {
    zip,
    state,
    counties,
    city: e.city,
    lat: e.lat,
    lon: e.lon,
    zcta: e.zcta,
    schools: e.schools.map(district),
    ...(e.high ? { high: e.high.map(district) } : {}),
    source: file.source,
    boundaries: file.boundaries,
  };
}

/** Why a district joins no unit of ours, by state. */
const NO_UNIT: Record<ZipState, string> = {
  tx: 'no unit of ours',
  ny: 'no segment of ours',
  fl: "the county's school board",
  ca: 'billed by tax rate area',
};

function districtLines(list: readonly ZipDistrict[], lookup: ZipLookup): string[] {
  const width = Math.max(...list.map((d) => d.percent.length));
  const countyName = (fips: string) => lookup.counties.find((c) => c.fips === fips)?.name ?? fips;
  return list.flatMap((d) => {
    const units = d.byCounty.length
      ? d.byCounty.map((c) => `${countyName(c.fips)}: ${c.ids.join(', ')}`)
      : [d.leaid.startsWith(STATE_FIPS[lookup.state]) ? NO_UNIT[lookup.state] : 'a district of another state'];
    const group = d.group ? [`rate-book group: ${d.group}`] : [];
    const pad = ' '.repeat(width + 6);
    return [
      `  ${d.percent.padStart(width)} %  ${d.name} (NCES ${d.leaid})`,
      ...[...units, ...group].map((u) => `${pad}${u}`),
    ];
  });
}

/** The lookup as text: where the ZIP is, then its districts per level, largest share first. */
export function zipText(l: ZipLookup): string[] {
  const counties = l.counties.map((c) => (c.slug ? `${c.name} (${c.slug})` : c.name)).join(', ');
  const head = [
    `ZIP ${l.zip}, ${STATE_NAMES[l.state]}: ${counties}`,
    `Mailing city: ${l.city} (the post office's name, which may not be the city that taxes)`,
  ];
  if (!l.zcta) {
    const lists = l.counties.map((c) => `rates units --state ${l.state} --county ${c.slug}`).join('; ');
    return [
      ...head,
      `No Census ZIP area (a PO box or one organisation's ZIP), so no districts by share: the lists of ${l.counties.map((c) => c.name).join(' and ')} apply (${lists}).`,
    ];
  }
  const levels = l.high
    ? [
        "Elementary or unified districts, by share of the ZIP area's land:",
        ...districtLines(l.schools, l),
        "High-school districts, by share of the ZIP area's land:",
        ...districtLines(l.high, l),
      ]
    : ["School districts, by share of the ZIP area's land:", ...districtLines(l.schools, l)];
  // Each level is sorted largest first.
  const unsure = [l.schools, l.high ?? []].some((list) => list.length > 0 && list[0]!.share < 0.95);
  return [
    ...head,
    ...levels,
    `Shares are of land, not of homes, on ${l.boundaries.split(';')[0]}.`,
    ...(unsure ? ["The largest share is below 95 %: ask which district is the owner's."] : []),
  ];
}
