// `cli.ts calc`: one estimate from the command line, by the engines the pages use, over the same
// checked generated/ data. Flags → request (engine/request.ts) → engine → what calc-output.ts prints.
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { exitCodeOf } from '../pipeline/shared/errors.ts';
import { GeneratedDataError, generatedData } from '../pipeline/shared/generated-data.ts';
import { type BuyerResult, buyerEstimate } from '../states/estimate/buyer.ts';
import { type AnyResult, type CalcError, type CalcOutcome, calculate } from '../states/estimate/index.ts';
import { error, notice } from '../engine/messages.ts';
import {
  type CalcFlags,
  type CalcState,
  type RequestData,
  buyerRequestFromFlags,
  requestFromFlags,
} from '../states/estimate/request.ts';
import type { Lang } from '../schema/codes.ts';
import { buyerStepText } from '../i18n/buyer-text.ts';
import { CALC_OPTIONS } from './calc-options.ts';
import { calcJson, calcText } from './calc-output.ts';
import { zipReport } from './zip-report.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface CalcOptions extends CalcFlags {
  lang?: string;
  json?: boolean;
}

export interface CalcIo {
  root: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** The day buyer mode checks the closing date against; today by default. */
  today?: Date;
}

export function registerCalc(program: Command): void {
  const command = program
    .command('calc')
    .description('Estimate the property tax of one home with the site engines (reads generated/)');
  for (const o of CALC_OPTIONS) command.addOption(o);
  command.action((opts: CalcOptions) => {
    process.exitCode = runCalc(opts, { root: ROOT, out: (l) => console.log(l), err: (l) => console.error(l) });
  });
}

/** Returns the exit code: 0 with a result, 1 when the input (or the generated/ data it needs) is refused. */
export function runCalc(opts: CalcOptions, io: CalcIo): number {
  const lang: Lang = opts.lang === 'es' ? 'es' : 'en';
  const refuse = (errors: CalcError[]): number => {
    if (opts.json) io.out(JSON.stringify({ ok: false, errors } satisfies CalcOutcome<never>, null, 2));
    for (const e of errors) io.err(`error: ${e.field}: ${e.message[lang]}${e.detail ? ` (${e.detail})` : ''}`);
    return exitCodeOf('InputRefused');
  };
  const gen = generatedData(io.root);
  const data: RequestData = {
    config: gen.stateConfig,
    rates: gen.stateRates,
    national: gen.national,
    nycRates: gen.nycRates,
    units: gen.units,
    zips: gen.zips,
    typicalRateChangePct: () => gen.product().typicalAnnualRateChangePct,
    productYear: () => gen.product().productYear,
  };
  const text = (state: CalcState, result: AnyResult, buyer: BuyerResult | null = null): string =>
    calcText(gen, lang, state, result, buyer);
  try {
    if (opts.buyer) {
      const built = buyerRequestFromFlags(opts, data);
      if ('errors' in built) return refuse(built.errors);
      const out = buyerEstimate(built.request, built.buyer, io.today);
      if (!out.ok) return refuse(out.errors);
      const { yearTwoResult, steps, ...buyer } = out.result;
      const json = {
        ok: true,
        buyer: { ...buyer, steps: steps.map((s) => ({ ...s, text: buyerStepText(s, lang) })) },
        result: yearTwoResult,
      };
      io.out(opts.json ? JSON.stringify(json, null, 2) : text(built.state, yearTwoResult, out.result));
      return 0;
    }
    const built = requestFromFlags(opts, data);
    if ('errors' in built) return refuse(built.errors);
    const outcome = calculate(built.request);
    if (!outcome.ok) return refuse(outcome.errors);
    const warnings = [...(built.warnings ?? []), ...outcome.warnings];
    const assumed = built.assumed ?? [];
    if (assumed.length && outcome.result.kind === 'general')
      outcome.result.notices.push(notice('unit-assumed', undefined, { names: assumed.map((a) => a.name).join(', ') }));
    const state = built.state === 'nyc' || built.state === 'us' ? null : built.state;
    const said = zipReport(built.zip, outcome.result, state ? gen.units(state) : null, assumed);
    if (opts.json) io.out(calcJson(outcome, warnings, said));
    else {
      for (const w of warnings) io.err(`warning: ${w.message[lang]}. ${w.advice[lang]}`);
      io.out(text(built.state, outcome.result));
    }
    return 0;
  } catch (err) {
    // generated/ missing or not what emit writes: the message names the file and what to run.
    if (err instanceof GeneratedDataError) return refuse([error(err.file, 'state-data-not-loaded', err.message)]);
    throw err;
  }
}
