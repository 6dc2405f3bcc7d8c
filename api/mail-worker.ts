// Sends what the outbox holds. Runs inside each API process: at start-up (jobs left by a crash or
// a deploy), when a request queues a job, and every few seconds (retries falling due, jobs queued
// by another process). A job is marked sent only after the mailer accepted it; a failure is
// retried with exponential back-off. stop() takes no new job and waits for the ones in hand.
// When the database goes away mid-send, the worker remembers what it could not record and settles
// it as soon as the database answers again, instead of leaving the jobs to wait out their lease.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { databaseUnavailable } from './db-errors.ts';
import { causeOf, episodeLog, plural } from './episode-log.ts';
import type { Mail, Mailer } from './mailer.ts';
import type { Job, OutboxOps, Retry } from './outbox.ts';
import { writeRefused } from './whole-file.ts';
import { alive } from './process-alive.ts';

export interface WorkerOptions {
  outbox: OutboxOps;
  mailer: Mailer;
  /** The e-mail of a job, or null when it cannot be sent any more (what it was for is gone). */
  compose(job: Job): Promise<Mail | null>;
  log(line: string): void;
  retry: Retry;
  /** How long a claimed job stays this worker's; longer than any send can take. */
  leaseMs: number;
  /** How often to look for due jobs without being told. */
  pollMs: number;
  /** Jobs sent at the same time (an SMTP server answers slowly; the file outbox does not care). */
  concurrency: number;
}

export type MailWorker = ReturnType<typeof createMailWorker>;

/** Name of the job in the outbox file and the Message-ID: the same on every attempt. */
export const jobKey = (job: Pick<Job, 'id' | 'kind'>): string => `${String(job.id).padStart(8, '0')}-${job.kind}`;

function describe(job: Job): string {
  if (job.kind === 'confirm') return `confirmation e-mail to subscriber ${job.subscriber_id}`;
  if (job.kind === 'contact') return `contact message ${job.message_id} to the inbox`;
  return `${job.kind} e-mail (job ${job.id})`;
}

export function createMailWorker(o: WorkerOptions) {
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const inHand = new Set<Promise<void>>();
  /** The jobs being sent now: the only claims of this worker that something still works on. */
  const working = new Set<number>();
  /** Accepted by the mailer while the database was away: recorded once it answers, never sent again. */
  const unrecorded = new Map<number, Job>();
  /** A write to the queue failed: claims of this worker may stand that nothing works on any more. */
  let unsure = false;
  let stopping = false;
  let pumping: Promise<void> | null = null;
  let again = false;
  let claimed = 0;
  let timer: NodeJS.Timeout | undefined;

  // A full outbox disk or a database that is away fails every e-mail alike: one line each way.
  const writes = episodeLog(o.log, {
    began: (cause) =>
      `outbox: cannot write ${o.mailer.outbox}: ${cause}; refusing to write e-mails until it can (they stay queued and are retried)`,
    ended: (n, seconds) => `outbox: writing e-mails works again: ${plural(n, 'write')} refused over ${seconds} s`,
  });
  const database = episodeLog(o.log, {
    began: (cause) =>
      `outbox: database unavailable: cannot write to the e-mail queue: ${cause}; refusing to send until it can (e-mails wait in the queue)`,
    ended: (n, seconds) =>
      `outbox: the e-mail queue answers again: ${plural(n, 'attempt')} to reach it refused over ${seconds} s`,
  });

  /** A read or write of the queue failed: which claims stand is not known until it answers again. */
  function queueFailed(err: unknown, what = ''): void {
    unsure = true;
    if (databaseUnavailable(err)) database.refused(err);
    else o.log(`outbox: ${what}${causeOf(err)}`);
  }

  async function notSent(job: Job, err: unknown): Promise<void> {
    const why = err instanceof Error ? err.message : String(err);
    const verdict = await o.outbox.failed(job, id, why, o.retry).catch((e: unknown) => {
      queueFailed(e, `${describe(job)}: `);
      return 'unrecorded' as const;
    });
    if (o.mailer.outbox && writeRefused(err)) return writes.refused(err);
    if (databaseUnavailable(err)) return database.refused(err);
    const next =
      verdict === 'unrecorded'
        ? 'tried again once the database answers'
        : verdict === 'gave-up'
          ? 'giving up; a new sign-up of the address tries again'
          : `will try again in ${Math.round(Math.min(o.retry.maxMs, o.retry.baseMs * 2 ** (job.attempts - 1)) / 1000)} s`;
    o.log(`${describe(job)} failed (attempt ${job.attempts} of ${o.retry.maxAttempts}, ${next}): ${why}`);
  }

  async function sendOne(job: Job): Promise<void> {
    try {
      const mail = await o.compose(job);
      if (!mail) {
        await o.outbox.cancel(job, id, 'nothing to send: the row it was for is gone');
        return;
      }
      await o.mailer.send(mail, jobKey(job));
    } catch (err) {
      return notSent(job, err);
    }
    if (o.mailer.outbox) writes.worked();
    // Accepted: from here a crash sends it once more (same file, same Message-ID), never zero times.
    try {
      await o.outbox.sent(job, id);
    } catch (err) {
      // Given back instead, it would go out a second time.
      if (databaseUnavailable(err)) unrecorded.set(job.id, job);
      throw err;
    }
  }

  /**
   * The database answers again after a write to the queue failed: what the mailer accepted meanwhile
   * is recorded, and this worker's other claims (their outcome lost with the connection) are given
   * back, so they go now rather than after a lease nobody is waiting out.
   */
  async function settle(): Promise<void> {
    // Cleared first: a failure while settling sets it again (queueFailed) and the next look settles that.
    unsure = false;
    let recorded = 0;
    for (const job of [...unrecorded.values()]) {
      await o.outbox.sent(job, id);
      unrecorded.delete(job.id);
      recorded++;
    }
    // An e-mail accepted since the loop above is kept too: given back, it would go out twice.
    const released = await o.outbox.releaseOwn(id, [...working, ...unrecorded.keys()]);
    database.worked();
    if (recorded)
      o.log(`outbox: recorded ${plural(recorded, 'e-mail')} the mailer accepted while the database was away`);
    if (released)
      o.log(
        `outbox: gave back ${plural(released, 'e-mail job')} this process held when the database went away; sending now, not after the lease`,
      );
  }

  async function fill(): Promise<void> {
    if (unsure) await settle();
    do {
      again = false;
      while (!stopping && inHand.size < o.concurrency) {
        const job = await o.outbox.claim(id, o.leaseMs);
        if (!job) break;
        claimed += 1;
        working.add(job.id);
        const running: Promise<void> = sendOne(job)
          .catch((err: unknown) => queueFailed(err, `${describe(job)}: `))
          .finally(() => {
            working.delete(job.id);
            inHand.delete(running);
            if (!stopping) kick();
          });
        inHand.add(running);
      }
    } while (again && !stopping);
  }

  /** Looks for due jobs now; calls that arrive while looking make it look once more. */
  function kick(): Promise<void> {
    if (stopping) return Promise.resolve();
    if (pumping) {
      again = true;
      return pumping;
    }
    clearTimeout(timer);
    pumping = fill()
      .then(() => database.worked(), queueFailed)
      .finally(() => {
        pumping = null;
        if (!stopping) timer = setTimeout(() => void kick(), o.pollMs).unref();
      });
    return pumping;
  }

  return {
    id,
    /** Gives back the claims of workers that died on this machine, then sends what is due. */
    async start(): Promise<void> {
      const [host] = id.split(':');
      const released = await o.outbox.releaseClaims((worker) => {
        const [h, pid] = worker.split(':');
        return h === host && Number(pid) !== process.pid && !alive(Number(pid));
      });
      if (released) o.log(`outbox: took over ${released} e-mail job${released === 1 ? '' : 's'} of a stopped process`);
      void kick();
    },
    kick: (): void => void kick(),
    /** Resolves once nothing due is left that this worker can take (for tests and the CLI). */
    async drain(): Promise<void> {
      for (;;) {
        const before = claimed;
        await kick();
        await Promise.all([...inHand]);
        await pumping;
        if (claimed === before && inHand.size === 0) return;
      }
    },
    /** Takes no new job; resolves when the jobs in hand are done. */
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(timer);
      await pumping;
      await Promise.all([...inHand]);
      // What this process cannot settle now waits out its lease, or the next start's take-over.
      if (unsure) await settle().catch(() => undefined);
    },
  };
}
