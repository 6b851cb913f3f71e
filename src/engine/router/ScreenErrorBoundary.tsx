import { Component, type ReactNode } from 'react';
import { ScreenFailure } from './RouteErrorPage';

/** A route's error page for a screen drawn outside its route's own boundary: the shell stays usable. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? <ScreenFailure error={this.state.error} /> : this.props.children;
  }
}
