// Crash points for the fault-injection tests. A real crash (power cut, kill -9, OOM killer) can
// land between any two writes; PTC_CRASH_AT=<point>:<n> makes this process kill itself with
// SIGKILL the n-th time it passes <point> (n defaults to 1), so a test can stop a run at each
// write step exactly and check that the next command repairs what it left. Unset, this is a no-op.
const spec = process.env.PTC_CRASH_AT ?? '';
const [target, nth] = spec.split(':');
const limit = Number(nth ?? '1');
let passes = 0;

export function crashPoint(point: string): void {
  if (!spec || point !== target) return;
  passes += 1;
  if (passes === limit) process.kill(process.pid, 'SIGKILL');
}
