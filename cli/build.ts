import { basename, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { setFlagsFromString } from 'node:v8';
import type { Variant } from '../schema/codes.ts';
import { ALL_VARIANTS, sitePlan } from '../generator/plan.ts';
import { KnownError } from '../pipeline/shared/errors.ts';
import { formatBuildLine } from '../generator/report-line.ts';
import {
  type ReadFile,
  inputFiles,
  inputsDigest,
  removeStamp,
  siteInputs,
  folderAsStamped,
  stampFor,
  stampedCode,
  writeStamp,
} from '../generator/stamp.ts';
import { digestMemo } from '../pipeline/shared/digest-memo.ts';
import { codeHash } from '../generator/cache.ts';
import { defaultWorkers, startHelpersEarly } from '../generator/helper-start.ts';
import { listFoldersAhead } from '../generator/folder-listing.ts';

export interface BuildFlags {
  variant: string;
  base?: string;
  origin?: string;
  root: string;
  /** Where dist/<variant>/ go instead of <root>/dist (npm start into a scratch folder, tests). */
  dist?: string;
  /** .br and .gz copies beside each text file, for a server that sends precompressed files. */
  precompress?: boolean;
}

/** Builds the variants named; `env` is what the build reads its settings from (API_BASE_URL, SITE_URL_…). */
export async function buildAll(flags: BuildFlags, env: NodeJS.ProcessEnv = process.env): Promise<Variant[]> {
  const root = resolve(flags.root);
  const variants =
    flags.variant === 'all' ? [...ALL_VARIANTS] : flags.variant.split(',').map((v) => v.trim() as Variant);
  if (!variants.every((v) => ALL_VARIANTS.includes(v)))
    throw new KnownError(
      'FlagRefused',
      `--variant: expected hub, tx, ca, fl, ny, a comma-separated list of them, or all, found ${flags.variant}`,
    );
  if (variants.length > 1 && (flags.base || flags.origin))
    throw new KnownError(
      'FlagRefused',
      '--base and --origin apply to one variant; for several, set SITE_URL_<VARIANT>',
    );
  const planned = sitePlan(
    root,
    env,
    variants.length > 1 ? undefined : { variant: variants[0]!, base: flags.base, origin: flags.origin },
  );
  const dist = flags.dist;
  const plan = dist
    ? (Object.fromEntries(
        ALL_VARIANTS.map((v) => [v, { ...planned[v], outDir: join(resolve(dist), v) }]),
      ) as typeof planned)
    : planned;
  const checking = performance.now();
  // Taken before anything is built: an input that changes during the build makes the next one run.
  const generated = new Map<string, ReadFile>();
  const files = inputFiles(root, generated, digestMemo(root, 'input-digests'));
  const inputsOf = (v: Variant, read?: readonly string[]): string =>
    siteInputs(inputsDigest(root, files, read), { ...plan[v], precompress: flags.precompress === true });
  // A site whose inputs (of generated/, the files its last build read) and folder are as its stamp says is not built.
  const stamped = new Map(
    variants.flatMap((v) => {
      const stamp = stampFor(plan[v].outDir, v, (read) => inputsOf(v, read));
      return stamp ? [[v, stamp] as const] : [];
    }),
  );
  const printKept = (v: Variant, why = ''): number => {
    const stamp = stamped.get(v)!;
    console.log(`  ${v.padEnd(3)} ${stamp.pages} pages (0 rendered) → ${plan[v].outDir}${why}`);
    for (const line of stamp.lines) console.log(`      ${line}`);
    return stamp.pages;
  };
  if (stamped.size === variants.length && variants.every((v) => folderAsStamped(stamped.get(v)!, plan[v].outDir))) {
    const pages = variants.reduce((n, v) => n + printKept(v), 0);
    console.log('  Nothing changed since the last build: its inputs and every file it wrote are as it left them.');
    console.log(formatBuildLine({ pages, rendered: 0, ms: performance.now() - checking }));
    return variants;
  }
  const building = variants.filter((v) => !stamped.has(v));
  // The sites to build first, then those kept by their stamps (their folders listed on a helper in that order): the
  // hub's 6,400 folders would otherwise hold up a build of one state's site.
  const order = [...building, ...variants.filter((v) => stamped.has(v))];
  // The same code for every site: hashed once, not once per site.
  const code = codeHash(root, plan[variants[0]!].env.nodeEnv, files);
  // Every site built last by this code: its records keep most pages, and the page renderers start only if a site
  // needs them. Otherwise they start loading now, and esbuild bundles the islands, beside the data's reading.
  const warm = building.every((v) => stampedCode(plan[v].outDir, v) === code);
  // A build of every page lets its heaps grow by half of what survived the last full collection before the next, where
  // V8 lets them grow up to four times: most of what a page leaves dies young, and a cold hub build peaked 20–30 MiB
  // lower in the same time (in turn, five runs each; by a third, it took more time). The flag is the process's, read at
  // each collection: its helpers' heaps too. Not for a build whose records keep most pages (one unit's rate): the
  // more frequent collections cost it a twentieth of a second.
  if (!warm) setFlagsFromString('--heap-growing-percent=50');
  // Loaded here, not at the top: React and every page would otherwise load with each command. Compiled
  // (compiled.ts), it loads in a fraction of the time tsx takes over the sources; its page renderers start before
  // this thread loads it, on the core that would otherwise wait (helper-start.ts).
  const { compiledBuildFolder, buildEntryIn } = await import('../generator/compiled.ts');
  const folder = await compiledBuildFolder(root, env, files);
  if (!warm && folder !== null) startHelpersEarly(folder, defaultWorkers());
  // Listed on a helper while this thread loads the build and reads generated/ (nothing is written into a folder until
  // its site is built): the folders of the sites to build first, then those of the sites whose inputs are as stamped,
  // to check that they are as their stamps say.
  const listings = listFoldersAhead(
    order.map((v) => plan[v].outDir),
    folder && join(folder, 'folder-lister.js'),
  );
  const { buildVariant, loadSiteData, formatSizeTable, warmWorkers, prepareAssets, drawNationEarly, readerChecks } =
    await buildEntryIn(folder);
  if (!warm) warmWorkers(defaultWorkers());
  prepareAssets(
    building.map((v) => plan[v]),
    code,
  );
  // The hub's national map is drawn on a helper from the first file read, while this thread reads the rest.
  const early = !warm && building.includes('hub');
  // Each state's units and ZIPs are parsed when first used: the bytes of the sites built are held until then, the
  // others' let go (a hub build parses none; another site's are read again if a link check needs them).
  // The schemas load only if a file is not on record as checked (reader-checks.ts).
  const record = await readerChecks(
    root,
    [...generated].map(([file, { sha }]) => [file, sha] as const),
  );
  const data = loadSiteData(root, early ? (national) => drawNationEarly(national, root) : undefined, generated, {
    keep: (file) => building.includes(basename(file, '.json') as Variant),
    record,
    entries: true,
  });
  // What the site data does not read (the diff reports, the JSON Schemas) is let go.
  generated.clear();
  const started = performance.now();
  const total = { pages: 0, rendered: 0, removed: 0 };
  for (const [i, v] of order.entries()) {
    const stamp = stamped.get(v);
    if (stamp && folderAsStamped(stamp, plan[v].outDir, await listings(plan[v].outDir))) {
      total.pages += printKept(v, ' (nothing it reads changed)');
      continue;
    }
    // Gone while the site is built: a build stopped halfway leaves no stamp that vouches for its folder.
    removeStamp(plan[v].outDir, v);
    const report = await buildVariant(
      {
        ...plan[v],
        precompress: flags.precompress,
        code,
        listing: listings(plan[v].outDir),
        // Its page renderers stop after the last site to build, as far as the stamps tell.
        last: order.slice(i + 1).every((w) => stamped.has(w)),
      },
      undefined,
      data,
    );
    total.pages += report.pages;
    total.rendered += report.rendered ?? report.pages;
    total.removed += report.removed ?? 0;
    console.log(
      `  ${v.padEnd(3)} ${report.pages} pages (${report.rendered ?? report.pages} rendered) → ${plan[v].outDir}`,
    );
    // Checked as the build ended: no page links to a missing one (buildVariant refuses that).
    const lines = [...(report.notes ?? []), ...formatSizeTable(report.sizes ?? [])];
    for (const line of lines) console.log(`      ${line}`);
    const { read } = report;
    writeStamp(
      plan[v].outDir,
      v,
      { inputs: inputsOf(v, read), pages: report.pages, lines, code, ...(read ? { read } : {}) },
      report.output,
    );
  }
  console.log(formatBuildLine({ ...total, ms: performance.now() - started }));
  return variants;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('prerender the static sites into dist/<variant>/')
    .option('--variant <name>', 'hub, tx, ca, fl, ny, a comma-separated list (tx,ca) or all', 'all')
    .option('--base <path>', 'serve the site under this sub-path (one variant)')
    .option('--origin <url>', 'origin for canonical links (one variant)')
    .option('--root <dir>', 'project root', '.')
    .option('--precompress', 'also write .br and .gz copies of each text file (for nginx brotli_static/gzip_static)')
    .action(async (flags: BuildFlags) => {
      await buildAll(flags);
    });
}
