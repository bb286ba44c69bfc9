import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { AppDialog, type AppDialogProps } from './dialog';

function Opener({ variant }: Pick<AppDialogProps, 'variant'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open details</Button>
      <AppDialog variant={variant} title="Pricing Details" isOpen={isOpen} onOpenChange={setOpen}>
        <Button>Reserve</Button>
      </AppDialog>
    </>
  );
}

describe('AppDialog', () => {
  it('as a sheet, opens as a titled modal with a level-2 heading, keeps focus inside, and closes with Escape back to its opener', async () => {
    const user = userEvent.setup();
    render(<Opener variant="sheet" />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pricing Details' });
    screen.getByRole('heading', { level: 2, name: 'Pricing Details' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('as a sheet, closes from its Close button', async () => {
    const user = userEvent.setup();
    render(<Opener variant="sheet" />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
