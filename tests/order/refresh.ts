// Rewrites long-files.ts from a Vitest JSON report (see long-files.ts for the command): every file
// that took at least two seconds, longest first, with the run's date.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Report {
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

const [reportPath] = process.argv.slice(2);
if (!reportPath) throw new Error('usage: tsx tests/order/refresh.ts <vitest JSON report>');
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
const rows = report.testResults
  .map((t) => ({ path: relative(process.cwd(), t.name), seconds: (t.endTime - t.startTime) / 1000 }))
  .filter((r) => r.seconds >= 2)
  .sort((a, b) => b.seconds - a.seconds || a.path.localeCompare(b.path));
const target = new URL('./long-files.ts', import.meta.url);
const text = readFileSync(target, 'utf8');
const head = text.slice(0, text.indexOf('export const LONG_FILES'));
const day = new Date(report.startTime).toISOString().slice(0, 10);
const list = rows.map((r) => `  '${r.path}': ${r.seconds.toFixed(1)},`).join('\n');
writeFileSync(
  target,
  `${head.replace(/\(measured [^)]*\)/, `(measured ${day})`)}export const LONG_FILES: Record<string, number> = {\n${list}\n};\n`,
);
console.log(`${rows.length} files of 2 s or more written to tests/order/long-files.ts`);
