import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('fetches the page anew when Try again follows a failed download (React.lazy alone keeps the failure)', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('The chunk could not be evaluated'))
      .mockResolvedValue({ default: () => <h1>Contact Us</h1> });
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <RouteErrorBoundary onRetry={Page.retry}>
          <Page />
        </RouteErrorBoundary>
      </Suspense>,
      { onCaughtError: () => {} },
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws a page fetched ahead in the same render, never showing the fallback (no wait for React to hear the download)', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <h1>Policies</h1> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Policies' }).textContent).toBe('Policies');
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback for a page not fetched yet, then the page', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <h1>Policies</h1> }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).not.toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Policies' });
  });
});
