// A storage failure that repeats with every request (a full disk, a database that is away) is
// logged once, when it starts, and only counted after that; once things work again one line says
// how many were refused meanwhile. Logged per request, a full disk wrote 4 MB of the same line in
// 30 s and hid everything else (issue 38).

export interface EpisodeWords {
  /** The first line: what cannot be done, why (`cause`), and what is refused until it can. */
  began(cause: string): string;
  /** The last line: how many were refused (the first included), over how many seconds. */
  ended(refused: number, seconds: number): string;
}

export interface EpisodeLog {
  /** One more refusal: the first of an episode is logged with its cause, the next ones counted. */
  refused(cause: unknown): void;
  /** It worked: ends the episode, if one is going on, with its count. */
  worked(): void;
}

/** `SQLITE_FULL: database or disk is full`, `ENOSPC: no space left on device, write`: the code once. */
export function causeOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export function episodeLog(log: (line: string) => void, words: EpisodeWords, now: () => number = Date.now): EpisodeLog {
  let refused = 0;
  let since = 0;
  return {
    refused(cause) {
      if (refused++ > 0) return;
      since = now();
      log(words.began(causeOf(cause)));
    },
    worked() {
      if (refused === 0) return;
      log(words.ended(refused, Math.round((now() - since) / 100) / 10));
      refused = 0;
    },
  };
}
