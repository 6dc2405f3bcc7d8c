// Whether a process still runs, for files and leases named by their owner's pid: signal 0 tests
// without sending anything. EPERM means it exists but belongs to someone else.
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
