// Catches the day's menus' failed request (React `use` throws it) where the menus would be.
import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  /** The menus being shown: new ones (Retry, another day) clear the failure. */
  menus: Promise<unknown>;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  menus: Promise<unknown>;
  error: unknown;
  failed: boolean;
}

export class MenusBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { menus: this.props.menus, error: undefined, failed: false };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.menus === state.menus ? null : { menus: props.menus, error: undefined, failed: false };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
