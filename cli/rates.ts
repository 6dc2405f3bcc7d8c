import { type Command, InvalidArgumentError, Option } from 'commander';
import type { StateCode } from '../schema/codes.ts';
import { type Result, formatIssue } from '../pipeline/result.ts';
import { type ErrorKindName, closingLines, exitCodeOf } from '../pipeline/shared/errors.ts';
import { STATES } from '../pipeline/paths.ts';
import { importRates } from '../pipeline/import/import.ts';
import { importUnits } from '../pipeline/import/unit-import.ts';
import { listUnits, unitTable } from './unit-list.ts';
import { lookupZip, zipText } from './zip-lookup.ts';
import { validateSources } from '../pipeline/registry/validate-sources.ts';
import { runDiff } from '../pipeline/registry/run-diff.ts';
import { emit } from '../pipeline/registry/emit.ts';
import { describeHolder } from '../pipeline/import/repo-lock.ts';
import { exclusive as runExclusive } from '../pipeline/import/exclusive.ts';

// Each subcommand maps flags to options and calls one core function in pipeline/. User errors come
// back as values and are printed here (exit 1, no stack); bugs throw and reach cli.ts.

function parseYear(value: string): number {
  if (!/^[1-9]\d{3}$/.test(value))
    throw new InvalidArgumentError(`expected a 4-digit year such as 2026, found ${JSON.stringify(value)}.`);
  return Number(value);
}

function parseSeconds(value: string): number {
  if (!/^\d+$/.test(value))
    throw new InvalidArgumentError(`expected a whole number of seconds, found ${JSON.stringify(value)}.`);
  return Number(value);
}

const stateOption = () => new Option('--state <code>', 'state code').choices(STATES).makeOptionMandatory();
const rootOption = () =>
  new Option('--root <dir>', 'project root holding sources/ and generated/').default(
    process.cwd(),
    'the current directory',
  );
const debugOption = () => new Option('--debug', 'print stack traces of internal errors');
const waitOption = () =>
  new Option('--wait <seconds>', 'how long to wait while another rates command runs in this repository')
    .argParser(parseSeconds)
    .default(60);

/** A file can hold hundreds of thousands of bad rows: the first problems show what is wrong, the count how much. */
export const PROBLEMS_SHOWN = 100;

/**
 * Prints the first PROBLEMS_SHOWN problems, the count of the rest, then the closing line and hint of the failure's kind
 * (the result's own, else the command's: pipeline/shared/errors.ts), which also sets the exit code. True on success.
 */
function report<T>(result: Result<T>, kind: ErrorKindName): result is { ok: true; value: T } {
  if (result.ok) return true;
  const debug = process.argv.includes('--debug');
  for (const issue of result.errors.slice(0, PROBLEMS_SHOWN))
    console.error(formatIssue(issue) + (debug && issue.detail ? `\n  ${issue.detail}` : ''));
  const rest = result.errors.length - PROBLEMS_SHOWN;
  if (rest > 0) console.error(`… and ${plural(rest, 'more problem')}: the first ${PROBLEMS_SHOWN} are above.`);
  const closing = result.kind ?? kind;
  for (const line of closingLines(closing, result.errors.length)) console.error(line);
  process.exitCode = exitCodeOf(closing);
  return false;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Runs the command through pipeline/import/exclusive.ts: alone in its repository, after any repair. */
async function exclusive(o: { root: string; wait: number }, run: () => Promise<void>): Promise<void> {
  const result = await runExclusive(
    {
      root: o.root,
      waitSeconds: o.wait,
      command: `rates ${process.argv.slice(process.argv.indexOf('rates') + 1).join(' ')}`,
      onWait: (h) =>
        console.error(`Waiting for another rates command in this repository to finish (${describeHolder(h)})…`),
      onRepair: (what) => console.error(`Repaired: ${what}.`),
    },
    run,
  );
  report(result, 'RepositoryBusy');
}

export function registerRates(program: Command): void {
  const rates = program.command('rates').description('County rate tables: import, validate, diff and emit generated/');

  rates
    .command('import')
    .description('Check a rate table and, only if all of it is valid, store it in sources/ and re-emit generated/')
    .argument('<file>', 'CSV file to import (format: sources/README.md)')
    .addOption(stateOption())
    .requiredOption('--year <year>', 'table year', parseYear)
    .option(
      '--partial',
      "accept a table that lists only some of the state's counties and merge it into the stored table of that year",
      false,
    )
    .option(
      '--units',
      "the file holds taxing units' rates, one or more: unit_id (or county + unit_name), rate as the state publishes it (TX per $100, NY per $1,000 of full value, FL mills, CA percent), status, source, url, read_on; FL and CA may add a unit with the columns of sources/units/<state>/<year>.csv",
      false,
    )
    .addOption(rootOption())
    .addOption(waitOption())
    .addOption(debugOption())
    .action(
      (
        file: string,
        o: { state: StateCode; year: number; partial: boolean; units: boolean; root: string; wait: number },
      ) =>
        exclusive(o, async () => {
          const result = o.units
            ? await importUnits({ root: o.root, file, state: o.state, year: o.year })
            : await importRates({ root: o.root, file, state: o.state, year: o.year, partial: o.partial });
          if (!report(result, 'ImportRefused')) return;
          console.log(result.value.verdict);
          if (result.value.merge) console.log(result.value.merge);
          for (const w of result.value.warnings) console.warn(w);
          if (result.value.diffSummary) console.log(result.value.diffSummary);
          console.log(`Wrote ${plural(result.value.changed.length, 'file')}: ${result.value.changed.join(', ')}`);
        }),
    );

  rates
    .command('units')
    .description("List a county's taxing units with id, name, type, rate, tax year and status (reads generated/)")
    .addOption(stateOption())
    .requiredOption('--county <slug>', 'county slug, e.g. travis')
    .option('--json', 'print the units as JSON', false)
    .addOption(rootOption())
    .action((o: { state: StateCode; county: string; json: boolean; root: string }) => {
      const listed = listUnits(o.root, o.state, o.county);
      if (!report(listed, 'UnitsNotListed')) return;
      console.log(o.json ? JSON.stringify(listed.value, null, 2) : unitTable(listed.value).join('\n'));
    });

  rates
    .command('zip')
    .description(
      "A ZIP's state, counties, mailing city and school districts by share of its land, with their unit ids (reads generated/zips/)",
    )
    .argument('<zip>', '5-digit ZIP code of Texas, New York, Florida or California, e.g. 77449')
    .option('--json', 'print the same as JSON', false)
    .addOption(rootOption())
    .action((zip: string, o: { json: boolean; root: string }) => {
      const found = lookupZip(o.root, zip);
      if (!report(found, 'InputRefused')) return;
      console.log(o.json ? JSON.stringify(found.value, null, 2) : zipText(found.value).join('\n'));
    });

  rates
    .command('validate')
    .description('Check every file under sources/ (rate tables, units, national table, NYC rates, state configs)')
    .addOption(rootOption())
    .addOption(waitOption())
    .addOption(debugOption())
    .action((o: { root: string; wait: number }) =>
      exclusive(o, async () => {
        const result = await validateSources(o.root);
        if (!report(result, 'SourcesInvalid')) return;
        console.log(`OK: ${result.value.counts}`);
        for (const note of result.value.notes) console.log(note);
      }),
    );

  rates
    .command('diff')
    .description("Compare two years of a state's table; writes generated/diffs/<state>-<from>-<to>.md and .json")
    .addOption(stateOption())
    .requiredOption('--from <year>', 'older table year', parseYear)
    .requiredOption('--to <year>', 'newer table year', parseYear)
    .addOption(rootOption())
    .addOption(waitOption())
    .addOption(debugOption())
    .action((o: { state: StateCode; from: number; to: number; root: string; wait: number }) =>
      exclusive(o, async () => {
        const result = await runDiff(o.root, { state: o.state, from: o.from, to: o.to });
        if (!report(result, 'DiffRefused')) return;
        console.log(result.value.summary);
        console.log(`Wrote ${result.value.files.map((f) => f.path).join(', ')}`);
      }),
    );

  rates
    .command('emit')
    .description('Write generated/ (rates, config, nyc, schema) from sources/; --check only compares')
    .option('--check', 'write nothing; exit 1 naming each stale, missing or extra file', false)
    .addOption(rootOption())
    .addOption(waitOption())
    .addOption(debugOption())
    .action((o: { check: boolean; root: string; wait: number }) =>
      exclusive(o, async () => {
        const result = await emit(o.root, { check: o.check });
        // A stale file under --check says so itself (GeneratedOutOfDate); a bad source refuses the emit.
        if (!report(result, 'EmitRefused')) return;
        const { writes, removals, unchanged } = result.value;
        const total = writes.length + unchanged;
        if (o.check) console.log(`OK: generated/ is up to date (${plural(total, 'file')})`);
        else
          console.log(
            `Wrote ${plural(writes.length, 'file')}, removed ${removals.length}, ${unchanged} unchanged (${plural(total, 'file')} in generated/)`,
          );
      }),
    );
}
