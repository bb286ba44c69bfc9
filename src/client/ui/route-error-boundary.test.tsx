import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

let broken = true;
function Page() {
  if (broken) throw new Error('The page broke while rendering');
  return <h1>Stunning Views & Spaces</h1>;
}

/** The site's frame: a header and footer around a main landmark that takes focus, as SiteLayout draws it. */
function Frame({ onRetry, route = 'first' }: { onRetry?: () => void; route?: string }) {
  return (
    <>
      <header>
        <a href="/contact">Contact</a>
      </header>
      <main tabIndex={-1}>
        <RouteErrorBoundary key={route} {...(onRetry ? { onRetry } : {})}>
          <Page />
        </RouteErrorBoundary>
      </main>
      <footer>
        <a href="/policies">Policies</a>
      </footer>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the retry inside the frame when the page throws, with the header and footer still there', () => {
    broken = true;
    const caught = vi.fn();
    render(<Frame />, { onCaughtError: caught });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'This part of the page could not be loaded.' })).toBe(document.activeElement);
    expect(screen.getByRole('main').contains(screen.getByRole('button', { name: 'Try again' }))).toBe(true);
    screen.getByRole('link', { name: 'Contact' });
    screen.getByRole('link', { name: 'Policies' });
    expect(caught).toHaveBeenCalledWith(expect.objectContaining({ message: 'The page broke while rendering' }), expect.anything());
  });

  it('draws the page again on Try again (from the keyboard), and gives focus to the main landmark', async () => {
    broken = true;
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<Frame onRetry={onRetry} />, { onCaughtError: () => {} });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(document.activeElement);
    broken = false;
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    screen.getByRole('heading', { level: 1, name: 'Stunning Views & Spaces' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('main')).toBe(document.activeElement);
  });

  it('leaves focus where the visitor put it, such as on the header link that led to the failing page', () => {
    broken = false;
    const { rerender } = render(<Frame />, { onCaughtError: () => {} });
    screen.getByRole('link', { name: 'Contact' }).focus();
    broken = true;
    rerender(<Frame route="next" />);
    expect(screen.getByRole('link', { name: 'Contact' })).toBe(document.activeElement);
    screen.getByRole('alert');
  });
});
