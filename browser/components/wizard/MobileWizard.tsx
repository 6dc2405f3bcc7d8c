import { useRef, useState } from 'react';
import { ComponentBoundary } from '../errors/IslandBoundary.tsx';
import { lazyPart } from '../errors/lazy-part.tsx';
import type { WizardProps } from './Wizard.tsx';
import { WizardPrompt } from './WizardPrompt.tsx';

// The wizard's code loads when the visitor presses Start.
const WizardPart = lazyPart(
  () => import('./Wizard.tsx'),
  (m) => m.Wizard,
);

type Props = Omit<WizardProps, 'onAbandon'> & {
  /** Where focus goes after Calculate Tax (the calculator, where the result appears). */
  resultTarget: () => HTMLElement | null;
};

/** The prompt on small screens and, once started, the wizard over the calculator it fills in. */
export function MobileWizard({ resultTarget, onFinish, ...wizard }: Props) {
  const [open, setOpen] = useState(false);
  const start = useRef<HTMLElement | null>(null);
  return (
    <>
      <WizardPrompt
        t={wizard.t}
        onStart={(e) => {
          start.current = e.currentTarget;
          setOpen(true);
        }}
      />
      {open && (
        <ComponentBoundary t={wizard.t}>
          <WizardPart
            {...wizard}
            onFinish={(form) => {
              setOpen(false);
              onFinish(form);
              resultTarget()?.focus();
            }}
            onAbandon={() => {
              setOpen(false);
              start.current?.focus();
            }}
          />
        </ComponentBoundary>
      )}
    </>
  );
}
