import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface CaughtError {
  error: unknown;
  /** Short id shown to the visitor and logged with the error, so a report can be matched to the log. */
  id: string;
}

interface Props {
  fallback: (caught: CaughtError, reset: () => void) => ReactNode;
  children: ReactNode;
}

export function newErrorId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
}

/** React catches render errors only in class components; this one hands what it caught to a fallback view. */
export class ErrorBoundary extends Component<Props, { caught: CaughtError | null }> {
  override state: { caught: CaughtError | null } = { caught: null };

  static getDerivedStateFromError(error: unknown): { caught: CaughtError } {
    return { caught: { error, id: newErrorId() } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[error ${this.state.caught?.id ?? ''}]`, error, info.componentStack);
  }

  reset = (): void => this.setState({ caught: null });

  override render(): ReactNode {
    return this.state.caught ? this.props.fallback(this.state.caught, this.reset) : this.props.children;
  }
}
