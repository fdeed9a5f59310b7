import { Component, type ReactNode } from 'react';
import { retryFailedChunks } from '../navigation/chunk-component.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the route) clears a previous error. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Turns a rendering error into the error screen; "Tentar novamente" re-renders, fetching failed chunks again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  private retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
