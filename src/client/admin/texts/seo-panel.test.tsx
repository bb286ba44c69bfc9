import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEO_TEXTS, type SeoTextInput, type SeoTexts } from '../../../shared/content/site-texts.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import { SeoPanel } from './seo-panel';

function render() {
  let stored: SeoTexts = DEFAULT_SEO_TEXTS;
  return renderWithTrpc(<SeoPanel />, {
    'admin.texts.seo': () => stored,
    'admin.texts.saveSeo': ({ page, title, description }: SeoTextInput) => {
      stored = { ...stored, [page]: { title, description } };
      return stored;
    },
  });
}

const preview = () => within(screen.getByRole('figure', { name: 'Search-result preview' }));

describe('Content Management → SEO', () => {
  it('previews the search result as the owner types, with the site name added and the length hints', async () => {
    render();
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /^Page title/ });
    expect((title as HTMLInputElement).value).toBe(DEFAULT_SEO_TEXTS.home.title);
    // The home title already names the site, so nothing is added.
    preview().getByText(DEFAULT_SEO_TEXTS.home.title);
    preview().getByText('localhost:3000');
    await user.clear(title);
    await user.type(title, 'Oceanfront home on Kaneohe Bay');
    preview().getByText('Oceanfront home on Kaneohe Bay | Kaneohe Bay Beach House');
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('30 of about 60 characters search results show.');

    const description = screen.getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.paste('Calm water. '.repeat(15).trim());
    screen.getByText('The description is longer than search results show.');
    expect(preview().getByText(/^Calm water\./).textContent).toMatch(/…$/);
  });

  it('saves one page’s title and description from the keyboard, and shows another page’s when chosen', async () => {
    const api = render();
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /^Page title/ });
    screen.getByRole('button', { name: /Page/ }).focus();
    await user.keyboard('{Enter}');
    const stay = await screen.findByRole('option', { name: 'Stay' });
    while (document.activeElement !== stay) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Page title/ }).value).toBe(DEFAULT_SEO_TEXTS.stay.title));
    expect(title.isConnected).toBe(false);
    const stayTitle = screen.getByRole('textbox', { name: /^Page title/ });
    await user.clear(stayTitle);
    await user.type(stayTitle, 'The house{Enter}');
    await waitFor(() =>
      expect(api.inputsOf('admin.texts.saveSeo')).toEqual([{ page: 'stay', title: 'The house', description: DEFAULT_SEO_TEXTS.stay.description }]),
    );
  });

  it('refuses an empty title before sending', async () => {
    const api = render();
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /^Page title/ });
    await user.clear(title);
    await user.keyboard('{Enter}');
    await screen.findByText('Give the page title');
    expect(api.inputsOf('admin.texts.saveSeo')).toEqual([]);
  });
});
