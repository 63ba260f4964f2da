import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Language"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Search" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Hidden" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a labelled dialog and moves focus into it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Language' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('caps the body at 625px by default and takes another height when asked', () => {
    const { rerender } = render(<Modal open title="Body" onClose={() => {}} />);
    expect((document.querySelector('.hd-modal__body') as HTMLElement).style.maxHeight).toBe('625px');
    rerender(<Modal open title="Body" onClose={() => {}} bodyMaxHeight={300} />);
    expect((document.querySelector('.hd-modal__body') as HTMLElement).style.maxHeight).toBe('300px');
  });

  it('applies variant, side and size classes', () => {
    const { rerender } = render(<Modal open title="Default" onClose={() => {}} />);
    expect(screen.getByRole('dialog').className).toBe('hd-modal hd-modal--default hd-modal--md');
    rerender(<Modal open title="Side" variant="side" side="left" size="sm" onClose={() => {}} />);
    expect(screen.getByRole('dialog').className).toBe('hd-modal hd-modal--side hd-modal--sm hd-modal--side-left');
    rerender(<Modal open title="New" variant="new" size="full" onClose={() => {}} />);
    expect(screen.getByRole('dialog').className).toBe('hd-modal hd-modal--new hd-modal--full');
  });
});

describe('Modal keyboard', () => {
  it('keeps Tab inside the dialog while open', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <Modal open title="Trap" onClose={() => {}} footer={<button type="button">Save</button>}>
          <input aria-label="Name" />
        </Modal>
      </>,
    );
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
