import { Component, type ReactNode } from 'react';

type Props = {
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
  /** when this changes, a shown error is cleared (e.g. the route) */
  resetKey?: unknown;
};

type State = { error: Error | null; resetKey: unknown };

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  reset = () => {
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return this.props.fallback(this.state.error, this.reset);
    return this.props.children;
  }
}
