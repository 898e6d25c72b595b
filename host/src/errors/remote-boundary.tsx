/**
 * Catches a remote page that throws while rendering, inside the layout: the top bar, the tab bar
 * and the other remotes keep working. A chunk that failed to load reloads the page once.
 */
import { Component, type ReactNode } from 'react';
import { ErrorView } from '@kickoff/shared/ui';
import { isChunkLoadError, reloadOnce } from './reload-guard';

export const REMOTE_FAILED_TEXT = '页面加载失败，请检查网络后重试';

interface Props {
  /** a new key (the path) clears the error, so a tab tap leaves a broken page behind */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string;
}

export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reloadOnce({ storage: sessionStorage, reload: () => window.location.reload() });
  }

  override render() {
    if (this.state.error)
      return <ErrorView message={REMOTE_FAILED_TEXT} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
