/**
 * Where content a page loads after a client-side move could not be loaded (offline, a new
 * deployment): says so in its place, with `message`, and the rest of the page stays.
 */
import { Component, type ReactNode } from 'react';

export default class LoadFailure extends Component<{ children: ReactNode; message: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <p role="alert">{this.props.message}</p>;
  }
}
