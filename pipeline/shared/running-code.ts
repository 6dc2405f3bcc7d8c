// Which code is running, for the caches of results worked out by it (.cache/): the launcher (cli.mjs) names the
// compiled bundle it started, whose name is the digest of its every module. Run from the sources (tsx, the tests)
// there is no such name, and nothing is taken from such a cache.
const KEY = Symbol.for('property-tax running code');

export function runningCode(): string | undefined {
  const id = (globalThis as Record<symbol, unknown>)[KEY];
  return typeof id === 'string' ? `${id} ${process.version}` : undefined;
}

/** Set by the launcher before it imports the bundle (and by tests that stand in for it). */
export function setRunningCode(id: string | undefined): void {
  (globalThis as Record<symbol, unknown>)[KEY] = id;
}
