import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Banner } from 'shared-kernel/primer';
import { RemoteLoadError } from './runtimePlugin';

interface Props {
  /** Human name of what failed, e.g. "Trial status". */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Contains a remote that failed to load or threw: the rest of the page keeps working. */
export class SlotErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Slot "${this.props.label}" failed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Banner
        variant="critical"
        title={`${this.props.label} could not be loaded`}
        description={`${this.state.error instanceof RemoteLoadError ? `${this.state.error.message}. ` : ''}This part of the page is unavailable right now. The rest of the page still works.`}
        primaryAction={<Banner.PrimaryAction onClick={this.retry}>Retry</Banner.PrimaryAction>}
        aria-label={`${this.props.label} failed to load`}
      />
    );
  }
}

