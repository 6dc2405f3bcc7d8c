// The build's last line, in a leaf of its own: the command line prints it for a build it skips
// (stamp.ts) without loading the build.
/** What the line counts: pages in all, rendered this time, removed as orphans, and the time taken. */
export interface BuildCounts {
  pages: number;
  rendered?: number;
  removed?: number;
  ms: number;
}

export function formatBuildLine(report: BuildCounts): string {
  const written = report.rendered ?? report.pages;
  const each = written ? report.ms / written : 0;
  const skipped = report.pages - written;
  return `Wrote ${written} pages in ${(report.ms / 1000).toFixed(2)} s (${each.toFixed(2)} ms each)${skipped ? `; ${skipped} unchanged` : ''}${report.removed ? `; removed ${report.removed}` : ''}`;
}
