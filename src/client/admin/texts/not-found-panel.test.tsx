import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOT_FOUND_TEXT } from '../../../shared/content/not-found.defaults';
import type { NotFoundText } from '../../../shared/content/site-texts.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import { NotFoundPanel } from './not-found-panel';

function render() {
  let stored: NotFoundText = DEFAULT_NOT_FOUND_TEXT;
  const api = renderWithTrpc(<NotFoundPanel />, {
    'admin.texts.notFound': () => stored,
    'admin.texts.saveNotFound': (input: NotFoundText) => (stored = input),
  });
  return { ...api, user: userEvent.setup() };
}

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await user.keyboard(text);
}

describe('Content Management → Page not found', () => {
  it('starts from the shipped words and saves the owner’s from the keyboard', async () => {
    const api = render();
    const { user } = api;
    const heading = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Heading/ });
    expect(heading.value).toBe('Page not found');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Text/ }).value).toBe(DEFAULT_NOT_FOUND_TEXT.lead);

    await retype(user, heading, 'Lost at sea');
    await retype(user, screen.getByRole('textbox', { name: /^Button label/ }), 'Back to the house');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.texts.saveNotFound')).toHaveLength(1));
    expect(api.inputsOf('admin.texts.saveNotFound')[0]).toEqual({ title: 'Lost at sea', lead: DEFAULT_NOT_FOUND_TEXT.lead, button: 'Back to the house' });
  });

  it('refuses an empty heading with its message under the field, and sends nothing', async () => {
    const api = render();
    const { user } = api;
    const heading = await screen.findByRole('textbox', { name: /^Heading/ });
    await retype(user, heading, '');
    screen.getByRole('button', { name: 'Save not-found page' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading.getAttribute('aria-invalid')).toBe('true'));
    screen.getByText('Give the page a heading');
    expect(api.inputsOf('admin.texts.saveNotFound')).toHaveLength(0);
  });
});
