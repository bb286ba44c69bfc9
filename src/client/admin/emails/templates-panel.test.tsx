import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES } from '../../../shared/email/email-template.registry';
import type { EmailTemplate } from '../../../shared/email/email-template.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import { TemplatesPanel } from './templates-panel';

const templates: EmailTemplate[] = EMAIL_TEMPLATES.map((definition) => ({
  kind: definition.kind,
  label: definition.label,
  recipient: definition.recipient,
  variables: [...definition.variables],
  subject: definition.subject,
  body: definition.body,
  defaultSubject: definition.subject,
  defaultBody: definition.body,
  edited: false,
  updatedAt: null,
}));

const handlers = {
  'admin.emailTemplates.list': () => templates,
  'admin.emailTemplates.bookings': () => [{ id: '5b7c2c1e-8a3f-4f0e-9a51-3f7d2c1e8a3f', label: 'KB-7H3K9P, Keiko Tanaka, from 2027-03-10' }],
} as const;

describe('the e-mail template editor', () => {
  it('lets the owner insert a variable by keyboard, refuses an unknown one on its field, previews and saves', async () => {
    const view = renderWithTrpc(<TemplatesPanel />, {
      ...handlers,
      'admin.emailTemplates.preview': (input) => ({ subject: `Preview: ${input.subject}`, html: '<p>Rendered</p>', text: 'Rendered' }),
      'admin.emailTemplates.save': (input) => ({ ...templates[0]!, subject: input.subject, body: input.body, edited: true }),
    });
    const user = userEvent.setup();
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    const message = screen.getByRole('textbox', { name: 'Message' });

    await user.clear(message);
    await user.type(message, 'Aloha ');
    await user.tab();
    // Tab on to the variable buttons and insert one where the caret was.
    const insert = screen.getByRole('button', { name: /^Insert \{\{guest_name\}\}/ });
    insert.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect((message as HTMLTextAreaElement).value).toBe('Aloha {{guest_name}}'));

    await user.clear(subject);
    await user.type(subject, 'Hi {{{{nope}}');
    expect(screen.getByText('{{nope}} is not a variable of this e-mail. Use one from the list.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save template' }).hasAttribute('disabled') || screen.getByRole('button', { name: 'Save template' }).getAttribute('aria-disabled') === 'true').toBe(true);

    await user.clear(subject);
    await user.type(subject, 'Hi {{{{guest_name}}');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Preview: Hi {{guest_name}}')).toBeTruthy();
    expect(screen.getByTitle('Preview of “Booking confirmed”')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(view.inputsOf('admin.emailTemplates.save')).toEqual([{ kind: 'booking-confirmed', subject: 'Hi {{guest_name}}', body: 'Aloha {{guest_name}}' }]));
    expect(view.inputsOf('admin.emailTemplates.preview')).toEqual([{ kind: 'booking-confirmed', subject: 'Hi {{guest_name}}', body: 'Aloha {{guest_name}}', bookingId: null }]);
  });

  it('lists every e-mail the site sends and opens the one chosen by keyboard, with its own variables', async () => {
    renderWithTrpc(<TemplatesPanel />, handlers);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Subject' });
    screen.getByRole('button', { name: /E-mail/ }).focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(EMAIL_TEMPLATES.map((template) => template.label));
    const cancellation = screen.getByRole('option', { name: 'Cancellation: you cancelled' });
    while (document.activeElement !== cancellation) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Subject' }).value).toBe('Your booking {{reference}} is cancelled'));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toContain('we have had to cancel your booking {{reference}}');
    expect(screen.getByRole('button', { name: /^Insert \{\{refund_note\}\}/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Insert \{\{door_code\}\}/ })).toBeNull();
  });

  it('shows staff the words read-only, with preview and test but no save or restore', async () => {
    renderWithTrpc(<TemplatesPanel />, { ...handlers, 'admin.emailTemplates.sendTest': () => ({ to: 'lani@example.com' }) }, { role: 'staff' });
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(subject.hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore default' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send test to me' })).toBeTruthy();
  });
});
