// The flags of `cli.ts calc`, each with the help text a maintainer reads in `calc --help`; what
// they mean for the engines is decided in engine/request.ts.
import { Option } from 'commander';
import { CHECKBOX_EXEMPTIONS } from '../states/engines.ts';
import { STATE_CODES } from '../schema/codes.ts';
import type { ValueFlag } from '../engine/value-exemptions.ts';
import { VALUE_FLAGS } from '../states/value-exemptions.ts';

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
const opt = (flags: string, description: string): Option => new Option(flags, description);

// Every checkbox exemption a state offers is a flag. The ones `calc --help` has always listed keep their place
// beside the flags they go with; any other comes last.
const exemptionFlags = new Map(CHECKBOX_EXEMPTIONS.map((c) => [c.id, opt(`--${c.flag}`, c.flagHelp)]));
const exemptionFlag = (id: string): Option[] => {
  const option = exemptionFlags.get(id);
  exemptionFlags.delete(id);
  return option ? [option] : [];
};
// Likewise every choice or amount exemption's flag (engine/value-exemptions.ts), by its name.
const valueFlags = new Map(VALUE_FLAGS.map((f) => [f.name, f]));
const valueOption = (f: ValueFlag): Option => {
  const option = opt(`--${f.name} <${f.arg}>`, f.help);
  return f.choices ? option.choices(f.choices) : option;
};
const valueFlag = (name: string): Option[] => {
  const flag = valueFlags.get(name);
  valueFlags.delete(name);
  return flag ? [valueOption(flag)] : [];
};
export const CALC_OPTIONS: Option[] = [
  opt(
    '--state <state>',
    `${STATE_CODES.join(', ')}, nyc (New York City classes) or us (national hub)`,
  ).makeOptionMandatory(),
  opt('--county <slug>', 'county slug from generated/rates/<state>.json (us: "tx/harris", or with --state-code)'),
  opt('--rate <pct>', "combined rate in percent instead of a county; the state's default split applies"),
  opt('--value <dollars>', 'home value (nyc: market value)'),
  ...exemptionFlag('homestead'),
  ...exemptionFlag('over65'),
  ...exemptionFlag('disabled'),
  ...valueFlag('veteran'),
  ...valueFlag('veteran-service'),
  ...valueFlag('star'),
  ...valueFlag('star-form'),
  ...valueFlag('assessed-value'),
  ...valueFlag('senior-income'),
  ...exemptionFlag('seniorCitizen'),
  ...exemptionFlag('schoolTaxCeiling'),
  ...valueFlag('class'),
  opt('--fiscal-year <year>', 'NYC fiscal year of the class rates (default: the newest)'),
  opt('--year <year>', 'same as --fiscal-year'),
  opt('--no-abatement', 'NYC class 2: leave out the co-op/condo abatement'),
  opt(
    '--unit <unit>',
    'a taxing unit the home lies in, by id from `rates units --state S --county SLUG` (TX: a city or a district of part of the county; NY: the town or city and the village; FL: the city or the unincorporated area; CA: the tax rate area), or one typed in by hand as "Name=PCT[:city|special]" (repeatable)',
  ).argParser(collect),
  opt(
    '--school <id>',
    "TX: the home's school district (default: the county's typical one); NY: the school district segment of the home's town or city (default: the town's largest); ids from `rates units --state S --county SLUG`",
  ),
  opt(
    '--unit-rate <id=rate>',
    "a unit's rate from your own notice or bill, replacing ours or filling one never reported: TX per $100, NY per $1,000, FL mills, CA percent, as each state publishes them; the unit joins the bill if it is not on it (repeatable)",
  ).argParser(collect),
  opt(
    '--zip <zip>',
    "TX, NY, FL, CA: the home's ZIP code: its county (then --county may be left out, unless the ZIP lies in several) and the units it gives: the school district over most of its land, New York's segment, the city its mailing city names; --school and --unit of the same kind win over it",
  ),
  opt('--state-code <XX>', "us: the county's two-letter state"),
  opt('--lang <lang>', 'language of messages and labels').choices(['en', 'es']).default('en'),
  opt(
    '--json',
    'print the engine outcome as JSON: result.units[] holds the lines of the bill, which add up to result.annualTax; deprecated, going away in the next release: the Texas top-level units, result.extraUnits and NYC result.finalTax and result.marketValue',
  ),
  opt('--buyer', "buyer mode: the seller's bill (year one), your first own bill (year two) and the escrow change"),
  opt('--price <dollars>', 'buyer mode: the purchase price'),
  opt('--closing <date>', 'buyer mode: the closing date, YYYY-MM-DD, within two years of today either way'),
  opt('--seller-bill <dollars>', "buyer mode: the seller's latest yearly bill"),
  opt(
    '--seller-assessed <dollars>',
    "buyer mode: the seller's assessed value (NYC: the billable assessed value the buyer inherits)",
  ),
  opt('--portability <dollars>', 'buyer mode, FL: the Save Our Homes benefit of your previous Florida homestead'),
  ...exemptionFlags.values(),
  ...[...valueFlags.values()].map(valueOption),
];
