import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PolicyEdit } from '../../../shared/content/site-texts.schemas';
import { renderWithTrpc, trpcError } from '../../test/trpc-harness';
import { PoliciesPanel } from './policies-panel';

const paragraph = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });
const POLICIES: PolicyEdit[] = [
  { slug: 'cancellation', title: 'Cancellation Policy', document: { type: 'doc', content: [paragraph('We know plans change.')] } },
  { slug: 'terms', title: 'Terms of Service', document: { type: 'doc', content: [paragraph('These terms apply.')] } },
  { slug: 'privacy', title: 'Privacy Policy', document: { type: 'doc', content: [paragraph('We do not sell data.')] } },
  { slug: 'house-rules', title: 'House Rules', document: { type: 'doc', content: [paragraph('Quiet hours are 10 PM to 7 AM.')] } },
];

// jsdom lays nothing out: ProseMirror's caret scrolling asks a range for rectangles it does not have.
beforeAll(() => {
  const noRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  if (!('elementFromPoint' in document)) Object.assign(document, { elementFromPoint: () => null });
});

function render(save: (input: PolicyEdit) => PolicyEdit = (input) => input) {
  return renderWithTrpc(<PoliciesPanel />, { 'admin.texts.policies': () => POLICIES, 'admin.texts.savePolicy': save });
}

async function choosePolicy(user: ReturnType<typeof userEvent.setup>, name: string) {
  screen.getByRole('button', { name: /Policy/ }).focus();
  await user.keyboard('{Enter}');
  const option = await screen.findByRole('option', { name });
  // React Aria's listbox: the arrow keys move, Enter chooses.
  while (document.activeElement !== option) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe('Content Management → Policies', () => {
  it('edits the house rules from the keyboard alone: picks the policy, writes a bold line, turns the old rule into a bullet, saves', async () => {
    const api = render();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Policy text' });
    await choosePolicy(user, 'House Rules');
    const text = await screen.findByRole('textbox', { name: 'Policy text' });
    await waitFor(() => expect(text.textContent).toBe('Quiet hours are 10 PM to 7 AM.'));
    // The caret starts at the beginning: a bold heading-like line, a new paragraph, and the old rule as a bullet.
    text.focus();
    await user.keyboard('{Control>}b{/Control}Rules{Control>}b{/Control}{Enter}');
    await user.keyboard('{Control>}{Shift>}8{/Shift}{/Control}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true'));
    screen.getByRole('button', { name: 'Save policy' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.texts.savePolicy')).toHaveLength(1));
    expect(api.inputsOf('admin.texts.savePolicy')[0]).toEqual({
      slug: 'house-rules',
      title: 'House Rules',
      document: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Rules', marks: [{ type: 'bold' }] }] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('Quiet hours are 10 PM to 7 AM.')] }] },
        ],
      },
    });
  });

  it('marks the bold button pressed where the caret is in bold text', async () => {
    render();
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: 'Policy text' });
    text.focus();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
  });

  it('refuses an empty heading or text before sending, and shows the server’s message under the text', async () => {
    const api = render(() => {
      throw trpcError(400, 'Check the fields', { 'document.content.0.content.0.marks.0.attrs.href': ['Links must start with https://, http://, mailto:, tel: or / (a page of this site)'] });
    });
    const user = userEvent.setup();
    const heading = await screen.findByRole('textbox', { name: /^Policy title/ });
    await user.clear(heading);
    screen.getByRole('button', { name: 'Save policy' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Give the policy a title');
    expect(heading.getAttribute('aria-invalid')).toBe('true');
    expect(api.inputsOf('admin.texts.savePolicy')).toEqual([]);

    await user.type(heading, 'Cancellation');
    screen.getByRole('button', { name: 'Save policy' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Links must start with https://, http://, mailto:, tel: or / (a page of this site)');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Policy text' }).getAttribute('aria-invalid')).toBe('true'));
  });
});
