import { useMemo } from 'react';
import { lookup } from '../text.ts';
import type { FormsIslandProps } from './props.ts';

/** The island's text lookup with its own values (state, year, month) filled in. */
export function useFormText(props: Pick<FormsIslandProps, 'text' | 'vars'>) {
  return useMemo(() => {
    const find = lookup(props.text);
    return (key: string, vars?: Record<string, string | number>) => find(key, { ...props.vars, ...vars });
  }, [props.text, props.vars]);
}
