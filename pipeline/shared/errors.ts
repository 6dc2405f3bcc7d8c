// Every way a command can end in error, as data: a name, a title, the message template, a hint that
// says what to do, and the exit code. The CLI takes its exit code and hint from here, never from a
// check of an error's class or text. A user's error (bad input, stale generated/, a busy repository)
// exits 1 with no stack; anything not named here is a bug and exits 2 (stack only with --debug).

export interface ErrorKind {
  title: string;
  /** The line that ends the report: after the listed problems, `count` of them. */
  message: (count: number) => string;
  /** What to do next; null where the message already says it. */
  hint: string | null;
  exitCode: 1 | 2;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const ERROR_KINDS = {
  ImportRefused: {
    title: 'The table was refused',
    message: (n) => `${plural(n, 'problem')}; nothing was written.`,
    hint: 'Fix each problem at the file:line:column shown and run the same import again; sources/ and generated/ are as they were.',
    exitCode: 1,
  },
  SourcesInvalid: {
    title: 'sources/ does not pass its checks',
    message: (n) => `${plural(n, 'problem')} in sources/.`,
    hint: 'Fix each problem at the file:line:column shown, then run `npx tsx cli.ts rates validate` again.',
    exitCode: 1,
  },
  DiffRefused: {
    title: 'The diff was not made',
    message: (n) => `${plural(n, 'problem')}; no diff written.`,
    hint: 'Fix the problems shown (or pick two years that both have a table), then run `rates diff` again.',
    exitCode: 1,
  },
  EmitRefused: {
    title: 'generated/ was not written',
    message: (n) => `${plural(n, 'problem')}; nothing was written.`,
    hint: 'Fix each problem at the place shown (`npx tsx cli.ts rates validate` lists them all), then run `rates emit` again.',
    exitCode: 1,
  },
  StateListsOutOfDate: {
    title: "The state registry's lists do not match STATE_CODES",
    message: (n) => `${plural(n, 'file')} out of date (states/*-list.ts); nothing was run.`,
    hint: 'Run `npx tsx cli.ts rates emit`: it writes the lists first, then generated/.',
    exitCode: 1,
  },
  GeneratedOutOfDate: {
    title: 'generated/ does not match sources/',
    message: (n) => `${plural(n, 'file')} out of date; run \`cli.ts rates emit\`.`,
    hint: null,
    exitCode: 1,
  },
  RepositoryBusy: {
    title: 'Another rates command holds this repository',
    message: () => 'Nothing was read or written.',
    hint: null, // the lock's message names the running command, says to wait or pass --wait, and when to delete it
    exitCode: 1,
  },
  NotAProjectRoot: {
    title: 'No project at --root',
    message: () => 'Nothing was read or written.',
    hint: 'Run from the project folder, or give --root <dir> naming the folder that holds sources/.',
    exitCode: 1,
  },
  UnitsNotListed: {
    title: 'No units to list',
    message: () => 'Nothing listed.',
    hint: 'Check --state and --county: the county slug is the one in its page address (e.g. travis).',
    exitCode: 1,
  },
  GeneratedDataInvalid: {
    title: 'generated/ is missing a file or holds one emit did not write',
    message: () => 'generated/ is not what emit writes.',
    hint: null, // the message names the file and says to run `rates emit`
    exitCode: 1,
  },
  GeneratedChanged: {
    title: 'generated/ changed while the sites were being built',
    message: () => 'The build stopped; the sites it was building carry no stamp and are built in full next time.',
    hint: 'Let the command writing generated/ (rates import or rates emit) finish, then build again.',
    exitCode: 1,
  },
  InputRefused: {
    title: 'The input was refused',
    message: (n) => `${plural(n, 'problem')} in the input.`,
    hint: null, // each message names the field, what it expected and what it found
    exitCode: 1,
  },
  NotifyIncomplete: {
    title: 'Some notify-me requests were not compared',
    message: (n) => `${plural(n, 'request')} not compared.`,
    hint: 'Each request named above stays waiting and is compared again on the next run; if a message names a file of generated/, run `npx tsx cli.ts rates emit` first.',
    exitCode: 1,
  },
  FlagRefused: {
    title: 'A flag or setting was refused',
    message: () => 'Nothing was done.',
    hint: 'Run the command with --help for its flags; docs/operations.md lists the settings read from the environment (SITE_URL_<VARIANT>, API_DATA_DIR, DATABASE_URL …).',
    exitCode: 1,
  },
  NoApiDatabase: {
    title: 'No API database where the command looked',
    message: () => 'Nothing was done.',
    hint: null, // the message names the folder and the three ways to point at the database
    exitCode: 1,
  },
  SeedRefused: {
    title: 'sources/ was not seeded',
    message: () => 'Nothing was written.',
    hint: null, // the message names the changed files and the --force that overwrites them
    exitCode: 1,
  },
  Internal: {
    title: 'Internal error',
    message: () => 'An internal error stopped the command.',
    hint: 'Unless the message above names something to fix, this is a bug: run again with --debug for the stack trace and report it.',
    exitCode: 2,
  },
} as const satisfies Record<string, ErrorKind>;

export type ErrorKindName = keyof typeof ERROR_KINDS;

/** A thrown error a user can cause and fix; its kind decides the exit code and the hint. */
export class KnownError extends Error {
  constructor(
    readonly kind: ErrorKindName,
    message: string,
  ) {
    super(message);
    this.name = kind;
  }
}

/** The kind of anything thrown: a KnownError's own, else Internal (a bug). */
export function kindOf(err: unknown): ErrorKindName {
  return err instanceof KnownError ? err.kind : 'Internal';
}

/** The lines a command prints for an error of `kind`: the message, then the hint when there is one. */
export function closingLines(kind: ErrorKindName, count: number): string[] {
  const k: ErrorKind = ERROR_KINDS[kind];
  return [k.message(count), ...(k.hint ? [`hint: ${k.hint}`] : [])];
}

export const exitCodeOf = (kind: ErrorKindName): number => ERROR_KINDS[kind].exitCode;
