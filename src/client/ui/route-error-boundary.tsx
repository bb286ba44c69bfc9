import { Component, useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import * as styles from './route-error-boundary.css';

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** Called before the failed part renders again, e.g. to let a page whose download failed be fetched anew. */
  onRetry?: () => void;
  /** 'page' stands in for a whole page below the site header; 'section' for one part inside a frame such as the admin area. */
  placement?: 'page' | 'section';
}

interface State {
  failed: boolean;
}

/**
 * One route's error boundary (house style 14): a page whose code failed to
 * download or that threw while rendering shows a retry where it would have
 * been, and the header, footer and admin navigation around it keep working.
 * It adds no markup of its own, so server-rendered HTML hydrates unchanged.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RetryMessage placement={this.props.placement ?? 'page'} onRetry={this.retry} />;
  }
}

function RetryMessage({ placement, onRetry }: { placement: 'page' | 'section'; onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus that went away with the failed part (or sits on the frame around it) comes to the message; focus elsewhere, say on a header link, stays.
  useEffect(() => {
    const heading = headingRef.current;
    const active = document.activeElement;
    if (heading && (!active || active === document.body || active.contains(heading))) heading.focus();
  }, []);

  const retry = () => {
    // The button leaves with the message: focus goes to the frame around it (the page's main landmark) rather than being lost.
    headingRef.current?.parentElement?.parentElement?.parentElement?.closest<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
    onRetry();
  };

  return (
    <div className={styles.frame[placement]}>
      <div role="alert" className={styles.message}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          This part of the page could not be loaded.
        </h1>
        <p className={styles.detail}>The connection may have dropped for a moment. The rest of the site still works.</p>
      </div>
      <Button onPress={retry}>Try again</Button>
    </div>
  );
}
