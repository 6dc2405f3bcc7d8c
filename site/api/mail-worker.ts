// Sends what the outbox holds. Runs inside each API process: at start-up (jobs left by a crash or
// a deploy), when a request queues a job, and every few seconds (retries falling due, jobs queued
// by another process). A job is marked sent only after the mailer accepted it; a failure is
// retried with exponential back-off. stop() takes no new job and waits for the ones in hand.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Mail, Mailer } from './mailer.ts';
import type { Job, OutboxOps, Retry } from './outbox.ts';

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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

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
  let stopping = false;
  let pumping: Promise<void> | null = null;
  let again = false;
  let claimed = 0;
  let timer: NodeJS.Timeout | undefined;

  async function sendOne(job: Job): Promise<void> {
    try {
      const mail = await o.compose(job);
      if (!mail) {
        await o.outbox.cancel(job, id, 'nothing to send: the row it was for is gone');
        return;
      }
      await o.mailer.send(mail, jobKey(job));
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      const verdict = await o.outbox.failed(job, id, why, o.retry).catch(() => 'retry');
      const next =
        verdict === 'gave-up'
          ? 'giving up; a new sign-up of the address tries again'
          : `will try again in ${Math.round(Math.min(o.retry.maxMs, o.retry.baseMs * 2 ** (job.attempts - 1)) / 1000)} s`;
      o.log(`${describe(job)} failed (attempt ${job.attempts} of ${o.retry.maxAttempts}, ${next}): ${why}`);
      return;
    }
    // Accepted: from here a crash sends it once more (same file, same Message-ID), never zero times.
    await o.outbox.sent(job, id);
  }

  async function fill(): Promise<void> {
    do {
      again = false;
      while (!stopping && inHand.size < o.concurrency) {
        const job = await o.outbox.claim(id, o.leaseMs);
        if (!job) break;
        claimed += 1;
        const running: Promise<void> = sendOne(job)
          .catch((err: unknown) =>
            o.log(`outbox: ${describe(job)}: ${err instanceof Error ? err.message : String(err)}`),
          )
          .finally(() => {
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
      .catch((err: unknown) => o.log(`outbox: ${err instanceof Error ? err.message : String(err)}`))
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
    },
  };
}
