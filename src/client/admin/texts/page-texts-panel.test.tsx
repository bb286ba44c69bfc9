import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TEXTS } from '../../../shared/content/page-texts.defaults';
import type { PageTextInput, PageTexts } from '../../../shared/content/page-texts.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import { PageTextsPanel } from './page-texts-panel';

function render() {
  let stored: PageTexts = structuredClone(DEFAULT_PAGE_TEXTS);
  const api = renderWithTrpc(<PageTextsPanel />, {
    'admin.texts.pages': () => stored,
    'admin.texts.savePage': ({ page, ...text }: PageTextInput) => (stored = { ...stored, [page]: text }),
  });
  return { ...api, user: userEvent.setup() };
}

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await user.keyboard(text);
}

describe('Content Management → Page texts', () => {
  it('starts on the contact page’s shipped words and saves the owner’s from the keyboard', async () => {
    const api = render();
    const { user } = api;
    const heading = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Heading/ });
    expect(heading.value).toBe('Contact');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Text under the heading/ }).value).toBe(DEFAULT_PAGE_TEXTS.contact.lead);
    const card = screen.getByRole<HTMLInputElement>('textbox', { name: /^Contact card heading/ });
    expect(card.value).toBe('Reach us directly');

    await retype(user, card, 'Call or write');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.texts.savePage')).toHaveLength(1));
    expect(api.inputsOf('admin.texts.savePage')[0]).toEqual({ page: 'contact', ...DEFAULT_PAGE_TEXTS.contact, direct_heading: 'Call or write' });
  });

  it('switches to another page with the keyboard and shows that page’s own fields', async () => {
    const api = render();
    const { user } = api;
    await screen.findByRole('textbox', { name: /^Heading/ });
    screen.getByRole('button', { name: /Page$/ }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Book your stay' });
    // Contact, Policies, Book your stay.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const intro = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Line above the host/ });
    expect(intro.value).toBe(DEFAULT_PAGE_TEXTS.booking.contact_intro);
    expect(screen.queryByRole('textbox', { name: /^Contact card heading/ })).toBeNull();
    await retype(user, screen.getByRole('textbox', { name: /^Text under the heading/ }), '');
    screen.getByRole('button', { name: 'Save page texts' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.texts.savePage')).toHaveLength(1));
    expect(api.inputsOf('admin.texts.savePage')[0]).toEqual({ page: 'booking', ...DEFAULT_PAGE_TEXTS.booking, lead: '' });
  });

  it('refuses an empty heading with its message under the field, and sends nothing', async () => {
    const api = render();
    const { user } = api;
    const heading = await screen.findByRole('textbox', { name: /^Heading/ });
    await retype(user, heading, '');
    screen.getByRole('button', { name: 'Save page texts' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading.getAttribute('aria-invalid')).toBe('true'));
    screen.getByText('Give the page a heading');
    expect(api.inputsOf('admin.texts.savePage')).toHaveLength(0);
  });
});
