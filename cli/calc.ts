// `cli.ts calc`: one estimate from the command line, computed by the same site/calc engines the
// pages use, from the same generated/ data. Flags map to one request; the engine does the rest.
import { existsSync, readFileSync } from 'node:fs';
import { rateNote } from '../site/i18n/method-text.ts';
import { fileURLToPath } from 'node:url';
import { type Command, Option } from 'commander';
import {
  calculate,
  type CalcError,
  type CalcOutcome,
  type CalcRequest,
  type ExtraUnit,
  type GeneralInput,
  type GeneralResult,
  type NationalResult,
  type NycClass,
  type NycResult,
  type StarForm,
  type StarType,
} from '../site/calc/index.ts';
import { error } from '../site/calc/messages.ts';
import { formatCurrency, formatPercent } from '../site/i18n/format.ts';
import type { GeneralRequest } from '../site/calc/index.ts';
import { buyerInputFrom, runBuyer } from './calc-buyer.ts';
import type { CountyRate, Lang, Localized, NationalCounty, NycClassRate, StateCode, StateConfig, TaxingUnit } from '../site/calc/types.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CHOICES = ['tx', 'ca', 'fl', 'ny', 'nyc', 'us'] as const;
type Choice = (typeof CHOICES)[number];

export interface CalcOptions {
  state: string;
  county?: string;
  rate?: string;
  value?: string;
  homestead?: boolean;
  over65?: boolean;
  disabled?: boolean;
  veteran?: string;
  veteranService?: string;
  star?: string;
  starForm?: string;
  assessedValue?: string;
  seniorIncome?: string;
  senior?: boolean;
  schoolTaxCeiling?: boolean;
  class?: string;
  fiscalYear?: string;
  year?: string;
  abatement?: boolean;
  unit?: string[];
  stateCode?: string;
  lang?: string;
  json?: boolean;
  buyer?: boolean;
  price?: string;
  closing?: string;
  sellerBill?: string;
  sellerAssessed?: string;
  portability?: string;
}

export interface CalcIo {
  root: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

export function registerCalc(program: Command): void {
  program
    .command('calc')
    .description('Estimate the property tax of one home with the site engines (reads generated/)')
    .requiredOption('--state <state>', `tx, ca, fl, ny, nyc (New York City classes) or us (national hub)`)
    .option('--county <slug>', 'county slug from generated/rates/<state>.json (us: "tx/harris", or with --state-code)')
    .option('--rate <pct>', "combined rate in percent instead of a county; the state's default split applies")
    .option('--value <dollars>', 'home value (nyc: market value)')
    .option('--homestead', "homestead exemption (CA: homeowners' exemption)")
    .option('--over65', 'over-65 / senior exemption (TX, FL)')
    .option('--disabled', 'disabled-person exemption (TX; FL widow, widower or disability)')
    .option('--veteran <level>', 'disabled veteran: TX/FL/CA level id (e.g. 30-49, 100, basic); NY and NYC: the disability rating 0-100')
    .addOption(new Option('--veteran-service <service>', 'NY / NYC alternative veterans\' exemption: wartime or combat service').choices(['wartime', 'combat']))
    .option('--star <type>', 'NY / NYC STAR: basic or enhanced')
    .addOption(new Option('--star-form <form>', 'NYC: STAR as a credit check (new owners) or the exemption on the bill').choices(['credit', 'exemption']))
    .option('--assessed-value <dollars>', 'NYC: the billable assessed value on the Notice of Property Value (otherwise estimated)')
    .option('--senior-income <dollars>', 'household income, needed for Enhanced STAR')
    .option('--senior', 'NY senior citizen exemption (half the value); NYC: the senior homeowners\' exemption (SCHE), by income')
    .option('--school-tax-ceiling', 'TX: the owner has a school tax ceiling (noted, not computed)')
    .option('--class <class>', 'NYC property class: class1, class2, class3 or class4 (default class1)')
    .option('--fiscal-year <year>', 'NYC fiscal year of the class rates (default: the newest)')
    .option('--year <year>', 'same as --fiscal-year')
    .option('--no-abatement', 'NYC class 2: leave out the co-op/condo abatement')
    .option('--unit <unit>', 'TX: add a taxing unit, by id from the county\'s unit list or as "Name=PCT[:city|special]" (repeatable)', collect)
    .option('--state-code <XX>', "us: the county's two-letter state")
    .addOption(new Option('--lang <lang>', 'language of messages and labels').choices(['en', 'es']).default('en'))
    .option('--json', 'print the engine outcome as JSON')
    .option('--buyer', 'buyer mode: the seller\'s bill (year one), your first own bill (year two) and the escrow change')
    .option('--price <dollars>', 'buyer mode: the purchase price')
    .option('--closing <date>', 'buyer mode: the closing date, YYYY-MM-DD')
    .option('--seller-bill <dollars>', "buyer mode: the seller's latest yearly bill")
    .option('--seller-assessed <dollars>', "buyer mode: the seller's assessed value (NYC: the billable assessed value the buyer inherits)")
    .option('--portability <dollars>', 'buyer mode, FL: the Save Our Homes benefit of your previous Florida homestead')
    .action((opts: CalcOptions) => {
      process.exitCode = runCalc(opts, { root: ROOT, out: (l) => console.log(l), err: (l) => console.error(l) });
    });
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Returns the exit code: 0 with a result, 1 when the input (or the data it needs) is refused. */
export function runCalc(opts: CalcOptions, io: CalcIo): number {
  const lang: Lang = opts.lang === 'es' ? 'es' : 'en';
  const state = CHOICES.find((c) => c === opts.state);
  if (state === undefined) return refuse([error('state', 'invalid-value', `expected one of ${CHOICES.join(', ')}, found ${JSON.stringify(opts.state)}`)], opts, io, lang);
  if (opts.county !== undefined && opts.rate !== undefined) {
    return refuse([error('ratePct', 'invalid-value', 'give --county or --rate, not both')], opts, io, lang);
  }
  const data = new Data(io.root);
  if (opts.buyer) return runBuyerCalc(state, opts, data, io, lang);
  const built = buildRequest(state, opts, data);
  if ('errors' in built) return refuse(built.errors, opts, io, lang);
  const outcome = calculate(built.request);
  if (!outcome.ok) return refuse(outcome.errors, opts, io, lang);
  if (opts.json) {
    io.out(JSON.stringify(outcome, null, 2));
  } else {
    for (const w of outcome.warnings) io.err(`warning: ${w.message[lang]}. ${w.advice[lang]}`);
    const config = state === 'nyc' ? data.config('ny') : state === 'us' ? null : data.config(state);
    io.out(describe(outcome.result, config, lang).join('\n'));
  }
  return 0;
}

function runBuyerCalc(state: Choice, opts: CalcOptions, data: Data, io: CalcIo, lang: Lang): number {
  if (state === 'us' || state === 'nyc') return refuse([error('state', 'invalid-value', `buyer mode works with tx, ca, fl or ny (a borough with --state ny), found ${state}`)], opts, io, lang);
  const input = buyerInputFrom(opts, num);
  if ('errors' in input) return refuse(input.errors, opts, io, lang);
  const built = buildRequest(state, { ...opts, value: opts.price }, data);
  if ('errors' in built) return refuse(built.errors, opts, io, lang);
  const out = runBuyer(built.request as GeneralRequest, input, lang, opts.json === true);
  if (!out.ok) return refuse(out.errors, opts, io, lang);
  io.out(out.lines.join('\n'));
  return 0;
}

function refuse(errors: CalcError[], opts: CalcOptions, io: CalcIo, lang: Lang): number {
  if (opts.json) io.out(JSON.stringify({ ok: false, errors } satisfies CalcOutcome<never>, null, 2));
  for (const e of errors) io.err(`error: ${e.field}: ${e.message[lang]}${e.detail ? ` (${e.detail})` : ''}`);
  return 1;
}

// ---------- data: the generated/ files the site imports (and product.json) ----------

interface StateRates {
  counties: CountyRate[];
  units?: Record<string, TaxingUnit[]>;
}

class Data {
  constructor(private readonly root: string) {}

  private read(rel: string): unknown {
    const path = this.root + rel;
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : null;
  }

  config(state: StateCode): StateConfig | null {
    return this.read(`generated/config/${state}.json`) as StateConfig | null;
  }

  rates(state: StateCode): StateRates | null {
    return this.read(`generated/rates/${state}.json`) as StateRates | null;
  }

  /** Accepts `{ counties: [...] }` and a bare list. */
  national(): NationalCounty[] | null {
    const raw = this.read('generated/rates/us.json');
    if (raw === null) return null;
    return Array.isArray(raw) ? (raw as NationalCounty[]) : ((raw as { counties: NationalCounty[] }).counties ?? null);
  }

  /** Accepts `{ rates: [...] }` and a bare list. */
  nycRates(): NycClassRate[] | null {
    const raw = this.read('generated/nyc/class-rates.json');
    if (raw === null) return null;
    return Array.isArray(raw) ? (raw as NycClassRate[]) : ((raw as { rates: NycClassRate[] }).rates ?? null);
  }

  typicalRateChangePct(): number | undefined {
    const product = this.read('generated/product.json') as { typicalAnnualRateChangePct?: number } | null;
    return product?.typicalAnnualRateChangePct;
  }
}

// ---------- flags → request ----------

/** Money and rates as people type them: "350,000", "$350000", "2.1%". Anything else is NaN, which the engine refuses. */
function num(s: string | undefined): number | undefined {
  if (s === undefined) return undefined;
  const cleaned = s.replace(/[\s,$_%]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

function buildRequest(state: Choice, o: CalcOptions, data: Data): { request: CalcRequest } | { errors: CalcError[] } {
  const value = num(o.value) ?? Number.NaN;
  const seniorIncome = num(o.seniorIncome);
  const starType = (o.star ?? 'none') as StarType;
  const fiscalYear = num(o.fiscalYear ?? o.year);

  if (state === 'us') {
    return { request: { state, input: { homeValue: value, county: o.county ?? '', stateCode: o.stateCode }, counties: data.national() } };
  }
  if (state === 'nyc') {
    let county: CountyRate | null = null;
    if (o.county !== undefined) {
      county = data.rates('ny')?.counties.find((c) => c.slug === o.county && c.nycClass) ?? null;
      if (county === null) return { errors: [error('county', 'county-not-found', `${JSON.stringify(o.county)} is not a New York City borough`)] };
    }
    const input = {
      marketValue: value,
      assessedValue: num(o.assessedValue) ?? null,
      propertyClass: (o.class ?? 'class1') as NycClass,
      starType,
      starForm: o.starForm as StarForm | undefined,
      seniorIncome,
      seniorExemption: o.senior === true,
      veteranService: (o.veteranService ?? (o.veteran !== undefined ? 'wartime' : 'none')) as 'none' | 'wartime' | 'combat',
      veteranDisabilityPct: num(o.veteran) ?? 0,
      coopCondoAbatement: o.abatement !== false,
    };
    return { request: { state, input, config: data.config('ny'), rates: data.nycRates(), fiscalYear, county } };
  }

  const rates = o.county !== undefined ? data.rates(state) : null;
  const input: GeneralInput = {
    homeValue: value,
    county: o.county,
    homesteadExemption: o.homestead === true,
    over65Exemption: o.over65 === true,
    disabledPersonExemption: o.disabled === true,
    schoolTaxCeiling: o.schoolTaxCeiling === true,
    seniorCitizen: o.senior === true,
    seniorIncome,
    starType,
    propertyClass: o.class as NycClass | undefined,
    assessedValue: num(o.assessedValue) ?? null,
    starForm: o.starForm as StarForm | undefined,
    coopCondoAbatement: o.abatement !== false,
  };
  if (o.veteran !== undefined || o.veteranService !== undefined) {
    if (state !== 'ny') input.disabledVeteranExemption = o.veteran;
    else {
      // New York (a borough included) takes the rating and the kind of service.
      input.veteranDisabilityPct = num(o.veteran) ?? 0;
      input.veteranService = (o.veteranService ?? 'wartime') as 'wartime' | 'combat';
    }
  }
  const units = extraUnits(o.unit ?? [], rates, o.county);
  if ('errors' in units) return units;
  if (units.list.length > 0) input.extraUnits = units.list;
  return {
    request: {
      state,
      input,
      config: data.config(state),
      counties: rates?.counties ?? null,
      ratePct: num(o.rate),
      typicalRateChangePct: data.typicalRateChangePct(),
      nycRates: state === 'ny' ? data.nycRates() : null,
      fiscalYear,
    },
  };
}

/** "Name=PCT[:part]" adds a unit by hand; a bare id picks one of the county's units from the generated list. */
function extraUnits(specs: string[], rates: StateRates | null, slug: string | undefined): { list: ExtraUnit[] } | { errors: CalcError[] } {
  const list: ExtraUnit[] = [];
  const errors: CalcError[] = [];
  specs.forEach((spec, i) => {
    const field = `extraUnits[${i}]`;
    const manual = /^(.+)=([^:]+)(?::(city|special))?$/.exec(spec);
    if (manual) {
      const name = (manual[1] ?? '').trim();
      list.push({ id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, ratePct: num(manual[2]) ?? Number.NaN, part: manual[3] === 'special' ? 'special' : 'city' });
      return;
    }
    const county = slug === undefined ? undefined : rates?.counties.find((c) => c.slug === slug);
    const unit = county === undefined ? undefined : rates?.units?.[county.fips]?.find((u) => u.id === spec);
    if (unit === undefined || (unit.type !== 'city' && unit.type !== 'special')) {
      errors.push(error(field, 'invalid-value', `expected a city or special district id of the county's units, or "Name=PCT[:city|special]", found ${JSON.stringify(spec)}`));
    } else if (unit.ratePct === null) {
      errors.push(error(field, 'invalid-value', `${unit.name} reported no rate`));
    } else {
      list.push({ id: unit.id, name: unit.name, ratePct: unit.ratePct, part: unit.type, local: unit.local ?? null });
    }
  });
  return errors.length > 0 ? { errors } : { list };
}

// ---------- result → readable text ----------

const T = {
  homeValue: { en: 'Home value', es: 'Valor de la vivienda' },
  marketValue: { en: 'Market value', es: 'Valor de mercado' },
  rate: { en: 'Rate', es: 'Tasa' },
  taxable: { en: 'Taxable value', es: 'Valor gravable' },
  tax: { en: 'Tax', es: 'Impuesto' },
  part: { en: 'Taxing part', es: 'Parte' },
  total: { en: 'Total', es: 'Total' },
  exemption: { en: 'Exemption', es: 'Exención' },
  amount: { en: 'Amount', es: 'Monto' },
  saves: { en: 'Saves', es: 'Ahorro' },
  noExemptions: { en: 'No exemptions', es: 'Sin exenciones' },
  annual: { en: 'Annual tax', es: 'Impuesto anual' },
  monthly: { en: 'Monthly', es: 'Mensual' },
  quarterly: { en: 'Quarterly', es: 'Trimestral' },
  effective: { en: 'Effective rate', es: 'Tasa efectiva' },
  savings: { en: 'Exemption savings', es: 'Ahorro por exenciones' },
  range: { en: 'Range if rates change', es: 'Rango si las tasas cambian' },
  source: { en: 'Source', es: 'Fuente' },
  year: { en: 'year', es: 'año' },
  confidence: { en: 'confidence', es: 'confianza' },
  derived: { en: 'derived by this project', es: 'calculado por este proyecto' },
  estimate: { en: 'estimate', es: 'estimación' },
  official: { en: 'official', es: 'oficial' },
  defaultSplit: { en: "state's default split", es: 'reparto predeterminado del estado' },
  ownParts: { en: "the record's own parts", es: 'partes propias del registro' },
  survey: { en: 'Census survey effective rate, all taxing units', es: 'tasa efectiva de la encuesta del Censo, todas las unidades' },
  combined: { en: 'Combined rate', es: 'Tasa combinada' },
  notes: { en: 'Notes', es: 'Notas' },
  assessed: { en: 'Assessed value', es: 'Valor tasado' },
  classRate: { en: 'Class rate', es: 'Tasa de la clase' },
  base: { en: 'Base tax', es: 'Impuesto base' },
  localHomestead: { en: "Units' own homestead exemptions", es: 'Exenciones de vivienda principal propias de las unidades' },
  localOver65: { en: "Units' own over-65 exemptions", es: 'Exenciones para mayores de 65 años propias de las unidades' },
  localDisabled: { en: "Units' own disabled-person exemptions", es: 'Exenciones por discapacidad propias de las unidades' },
  localUnknown: { en: '(own exemptions not included)', es: '(exenciones propias no incluidas)' },
  localEntered: { en: '(as entered)', es: '(según lo ingresado)' },
  sche: { en: 'Senior exemption (SCHE)', es: 'Exención para personas mayores (SCHE)' },
  starCredit: { en: 'STAR credit check (not on the bill)', es: 'Cheque del crédito STAR (no aparece en la factura)' },
  assessedEntered: { en: 'as entered', es: 'según lo ingresado' },
  assessedEstimated: { en: 'estimated: citywide ratio', es: 'estimado: índice de toda la ciudad' },
  star: { en: 'STAR savings', es: 'Ahorro STAR' },
  veteran: { en: 'Veteran savings', es: 'Ahorro de veterano' },
  abatement: { en: 'Co-op/condo abatement', es: 'Reducción de cooperativa/condominio' },
  finalTax: { en: 'Final tax', es: 'Impuesto final' },
  fiscalYear: { en: 'fiscal year', es: 'año fiscal' },
  typical: { en: 'Typical tax', es: 'Impuesto típico' },
  nyc: { en: 'New York City', es: 'Ciudad de Nueva York' },
  propertyClass: { en: 'class', es: 'clase' },
} satisfies Record<string, Localized>;

const PART_LABELS: Record<string, Localized> = {
  school: { en: 'School', es: 'Escuela' },
  county: { en: 'County', es: 'Condado' },
  city: { en: 'City', es: 'Ciudad' },
  special: { en: 'Special districts', es: 'Distritos especiales' },
};

// The site's own formatters, so the CLI prints what the pages print ('-$1,234', '1.56%').
const usd = formatCurrency;
const pct = formatPercent;

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('   ').trimEnd());
}

function describe(result: GeneralResult | NycResult | NationalResult, config: StateConfig | null, lang: Lang): string[] {
  if (result.kind === 'nyc') return describeNyc(result, lang);
  if (result.kind === 'national') return describeNational(result, lang);
  return describeGeneral(result, config, lang);
}

function describeGeneral(r: GeneralResult, config: StateConfig | null, lang: Lang): string[] {
  const labels = (config?.calc.componentLabels ?? {}) as Record<string, Localized>;
  const county = r.rate.county;
  const place = county ? `${county.name}, ${config?.stateName[lang] ?? r.state.toUpperCase()}` : `${T.combined[lang]} ${pct(r.rate.ratePct, lang, 3)}, ${config?.stateName[lang] ?? r.state.toUpperCase()}`;
  const lines = [`${place}: ${T.homeValue[lang]} ${usd(r.homeValue, lang)}`];
  const splitLabel = r.rate.split === 'default-split' ? T.defaultSplit[lang] : r.rate.split === 'survey' ? T.survey[lang] : T.ownParts[lang];
  lines.push(`${T.rate[lang]} ${pct(r.rate.ratePct, lang, 3)} (${splitLabel})`, '');
  const rows = [[T.part[lang], T.rate[lang], T.taxable[lang], T.tax[lang]]];
  const partName = (part: string) => (labels[part] ?? PART_LABELS[part])?.[lang] ?? part;
  if (r.unitLines) {
    // Texas: each unit on its own value after its own exemptions.
    for (const u of r.unitLines) {
      const flag = u.localStatus === 'unknown' ? ` ${T.localUnknown[lang]}` : u.local?.entered ? ` ${T.localEntered[lang]}` : '';
      rows.push([`${u.id === u.part ? partName(u.part) : u.name}${flag}`, pct(u.ratePct, lang, 3), usd(u.taxableValue, lang), usd(u.tax, lang)]);
    }
  } else {
    for (const p of Object.values(r.countyBreakdown).filter((line) => r.rate.split !== 'survey' || line.ratePct > 0)) {
      rows.push([partName(p.part), pct(p.ratePct, lang, 3), usd(p.taxableValue, lang), usd(p.tax, lang)]);
    }
    for (const u of r.extraUnits) rows.push([`${u.name} (${PART_LABELS[u.part]?.[lang]})`, pct(u.ratePct, lang, 3), usd(u.taxableValue, lang), usd(u.tax, lang)]);
  }
  rows.push([T.total[lang], pct(r.school.ratePct + r.nonSchool.ratePct, lang, 3), '', usd(r.annualTax, lang)]);
  lines.push(...table(rows), '');
  if (r.exemptionBreakdown.length === 0) lines.push(T.noExemptions[lang]);
  else {
    const ex = [[T.exemption[lang], T.amount[lang], T.saves[lang]]];
    for (const e of r.exemptionBreakdown) {
      const label = config?.exemptions[e.id]?.label[lang] ?? (T as Record<string, Localized>)[e.id]?.[lang] ?? e.id;
      ex.push([`${label}${e.disability ? ` (${e.disability})` : ''}`, usd(e.amount, lang), usd(e.savings, lang)]);
    }
    ex.push([T.savings[lang], '', usd(r.exemptionSavings, lang)]);
    lines.push(...table(ex));
  }
  lines.push('', ...table([
    [T.annual[lang], usd(r.annualTax, lang)],
    [T.monthly[lang], usd(r.monthlyTax, lang)],
    [T.effective[lang], pct(r.effectiveRate, lang)],
  ]));
  if (r.range) lines.push(`${T.range[lang]} ±${r.range.changePct}%: ${usd(r.range.low.annualTax, lang)} – ${usd(r.range.high.annualTax, lang)}`);
  if (county) lines.push('', ...sourceLines(county, lang));
  return [...lines, ...noteLines(r.notices, lang)];
}

function sourceLines(c: CountyRate, lang: Lang): string[] {
  const flags = [`${T.year[lang]} ${c.sourceYear}`, `${T.confidence[lang]} ${c.confidence}`, T[c.status][lang]];
  if (c.derived) flags.push(T.derived[lang]);
  const lines = [`${T.source[lang]}: ${c.source} (${flags.join(', ')})`];
  lines.push(rateNote(c, lang));
  return lines;
}

function noteLines(notices: { message: Localized }[], lang: Lang): string[] {
  return notices.length === 0 ? [] : ['', `${T.notes[lang]}:`, ...notices.map((n) => `- ${n.message[lang]}`)];
}

function describeNyc(r: NycResult, lang: Lang): string[] {
  const where = r.county ? `${r.county.name}, ` : '';
  const cls = `${T.propertyClass[lang]} ${r.propertyClass.slice(-1)}`;
  const lines = [`${where}${T.nyc[lang]}, ${cls}, ${T.fiscalYear[lang]} ${r.fiscalYear}: ${T.marketValue[lang]} ${usd(r.marketValue, lang)}`, ''];
  const minus = (n: number) => (n > 0 ? `-${usd(n, lang)}` : usd(0, lang));
  const how = r.assessed.how === 'entered' ? T.assessedEntered[lang] : `${T.assessedEstimated[lang]} ${pct(r.assessed.ratioPct, lang)}`;
  lines.push(...table([
    [T.assessed[lang], `${usd(r.assessedValue, lang)} (${how})`],
    [T.classRate[lang], pct(r.classRatePct, lang, 3)],
    [T.base[lang], usd(r.baseTax, lang)],
    [T.veteran[lang], minus(r.veteranSavings)],
    [T.sche[lang], minus(r.scheSavings)],
    [T.star[lang], minus(r.starSavings)],
    [T.abatement[lang], minus(r.abatement)],
    [T.finalTax[lang], usd(r.finalTax, lang)],
    ...(r.starCredit > 0 ? [[T.starCredit[lang], usd(r.starCredit, lang)]] : []),
    [T.monthly[lang], usd(r.monthlyPayment, lang)],
    [T.quarterly[lang], usd(r.quarterlyPayment, lang)],
    [T.effective[lang], pct(r.effectiveRate, lang)],
  ]));
  if (r.range) lines.push(`${T.range[lang]}: ${usd(r.range.low, lang)} – ${usd(r.range.high, lang)}`);
  lines.push('', `${T.source[lang]}: ${r.rateSource}`);
  return [...lines, ...noteLines(r.notices, lang)];
}

function describeNational(r: NationalResult, lang: Lang): string[] {
  const c = r.county;
  return [
    `${c.name}, ${c.stateName}: ${T.homeValue[lang]} ${usd(r.homeValue, lang)}`,
    '',
    ...table([
      [T.effective[lang], pct(r.effectiveRatePct, lang, 3)],
      [T.typical[lang], usd(r.annualTax, lang)],
      [T.monthly[lang], usd(r.monthlyTax, lang)],
    ]),
    '',
    `${T.source[lang]}: ${c.source} (${T.year[lang]} ${c.sourceYear})`,
    ...noteLines(r.notices, lang),
  ];
}
