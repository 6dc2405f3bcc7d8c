import { useRef, useState } from 'react';
import type { ShowToast } from '../Toasts.tsx';
import { type ReportInput, reportDoc } from '../../report/report-data.ts';

type Translate = ReportInput['t'];
export type ReportPhase = 'idle' | 'generating' | 'done' | 'failed';

/** Download Report (spec §4: idle, generating, done or failed); the PDF code loads on the first click. */
export function ReportButton({
  input,
  t,
  show,
  toastMs,
  failureMs,
}: {
  input: Omit<ReportInput, 'now'>;
  t: Translate;
  show: ShowToast;
  toastMs: number;
  failureMs: number;
}) {
  const [phase, setPhase] = useState<ReportPhase>('idle');
  const busy = useRef(false);
  const run = async (): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setPhase('generating');
    try {
      const { downloadReportPdf } = await import('./pdf.ts');
      await downloadReportPdf(reportDoc({ ...input, now: new Date() }));
      setPhase('done');
      show({ kind: 'success', title: t('report.downloaded'), ms: toastMs });
    } catch (error) {
      console.error('report failed', error);
      setPhase('failed');
      show({
        kind: 'error',
        title: t('report.failed'),
        ms: failureMs,
        action: { label: t('common.retry'), run: () => void run() },
      });
    } finally {
      busy.current = false;
    }
  };
  return (
    <button
      type="button"
      className="btn"
      onClick={() => void run()}
      disabled={phase === 'generating'}
      aria-busy={phase === 'generating'}
      data-report-state={phase}
    >
      {phase === 'generating' ? t('report.generating') : t('report.download')}
    </button>
  );
}
