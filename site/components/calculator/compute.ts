import { calculate } from '../../calc/index.ts';
import type { CalcOutcome, ExtraUnit, GeneralInput, GeneralResult, NycResult } from '../../calc/model.ts';
import type { CountyRate, StateConfig } from '../../calc/types.ts';
import type { CalculatorProps, CountyListEntry, PickUnit } from './props.ts';
import type { FormState } from './state.ts';

const num = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(/[^0-9.-]/g, '')));

export function generalInput(form: FormState): GeneralInput {
  return {
    homeValue: form.value,
    county: form.county,
    homesteadExemption: form.homestead,
    over65Exemption: form.over65,
    disabledPersonExemption: form.disabled,
    disabledVeteranExemption: form.veteranLevel,
    schoolTaxCeiling: form.schoolTaxCeiling,
    seniorCitizen: form.seniorCitizen,
    seniorIncome: num(form.seniorIncome),
    starType: form.starType,
    veteranDisabilityPct: num(form.veteranPct) ?? 0,
    propertyClass: form.propertyClass,
    veteranDisabilityLevel: form.nycVeteranBand === 'none' ? undefined : form.nycVeteranBand,
  };
}

/** Texas: the county record with the chosen district's school rate, every other unit itemised on the bill. */
export function texasBill(county: CountyListEntry, units: PickUnit[], form: FormState): { county: CountyRate; extra: ExtraUnit[] } {
  const rated = (u: PickUnit): u is PickUnit & { ratePct: number } => u.ratePct !== null;
  const countyUnit = units.find((u) => u.type === 'county' && rated(u));
  const school = units.find((u) => u.id === form.schoolId && rated(u));
  if (!countyUnit || !school || county.kind !== 'nominal') return { county: county as CountyRate, extra: [] };
  const extra: ExtraUnit[] = [];
  for (const u of units) {
    if (!rated(u)) continue;
    if (u.type === 'special' && (u.countywide || form.districtIds.includes(u.id))) extra.push({ id: u.id, name: u.name, ratePct: u.ratePct, part: 'special' });
    if (u.type === 'city' && u.id === form.cityId) extra.push({ id: u.id, name: u.name, ratePct: u.ratePct, part: 'city' });
  }
  const components = { school: school.ratePct!, county: countyUnit.ratePct!, city: 0, special: 0 };
  return { county: { ...(county as CountyRate), ratePct: components.school + components.county, components }, extra };
}

export function runCalculation(props: CalculatorProps, config: StateConfig, counties: CountyListEntry[] | null, form: FormState, units: PickUnit[] | null): CalcOutcome<GeneralResult | NycResult> {
  const input = generalInput(form);
  let list = counties as CountyRate[] | null;
  const selected = counties?.find((c) => c.slug === form.county);
  if (props.state === 'tx' && units && selected && selected.slug === props.initialCounty?.slug) {
    const bill = texasBill(selected, units, form);
    list = [bill.county];
    input.extraUnits = bill.extra;
  }
  return calculate({
    state: props.state, input, config, counties: list, typicalRateChangePct: props.typicalChangePct, nycRates: props.nycRates,
  });
}
