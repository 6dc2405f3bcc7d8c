// Spec §4: every calculation outcome is logged as 'Tax calculation {event}', at error level for
// 'failed' and info otherwise, with a timestamp. On a build with error reporting, the SDK's console
// integration forwards the warnings and errors among them.

export type LogLevel = 'info' | 'error';

export interface LogLine {
  level: LogLevel;
  message: string;
  timestamp: string;
}

export function calculationLogLine(event: string, now: Date = new Date()): LogLine {
  return {
    level: event === 'failed' ? 'error' : 'info',
    message: `Tax calculation ${event}`,
    timestamp: now.toISOString(),
  };
}

export function logCalculation(event: string, details: Record<string, unknown> = {}): void {
  const line = calculationLogLine(event);
  (line.level === 'error' ? console.error : console.info)(line.message, { timestamp: line.timestamp, ...details });
}
