// @vitest-environment jsdom
import 'shared-kernel/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider } from './ConfirmProvider';
import { cancelCreatingConfirmation, cancelEditingConfirmation, deleteIssuableConfirmation, deleteNoteConfirmation, type ConfirmFn } from './confirmOptions';
import { useConfirm } from './useConfirm';

afterEach(cleanup);

function Capture({ onReady }: { onReady: (confirm: ConfirmFn) => void }) {
  onReady(useConfirm());
  return null;
}

function renderWithProvider() {
  let confirm: ConfirmFn = async () => false;
  render(
    <ConfirmProvider>
      <Capture onReady={(fn) => (confirm = fn)} />
    </ConfirmProvider>,
  );
  return () => confirm;
}

describe('ConfirmDialog', () => {
  it('renders title, body and labels and reports the choice', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog {...deleteNoteConfirmation('internal note')} body="It is gone for good." onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this internal note?' });
    expect(dialog.textContent).toContain('It is gone for good.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete internal note' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('useConfirm', () => {
  it('resolves true on confirm and closes the dialog', async () => {
    const confirm = renderWithProvider();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = confirm()(cancelEditingConfirmation('comment'))));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to cancel editing this comment?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel editing' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false on cancel and on Escape', async () => {
    const confirm = renderWithProvider();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => void (answer = confirm()(cancelCreatingConfirmation('comment'))));
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue editing' }));
    await expect(answer).resolves.toBe(false);
    act(() => void (answer = confirm()(deleteIssuableConfirmation('issue'))));
    expect(screen.getByRole('alertdialog', { name: 'Delete issue?' }).textContent).toContain('Issue will be removed! Are you sure?');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('answers an open question with false when a new one is asked', async () => {
    const confirm = renderWithProvider();
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => void (first = confirm()({ title: 'First?' })));
    act(() => void confirm()({ title: 'Second?' }));
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Second?' })).toBeTruthy();
  });

  it('falls back to window.confirm outside a provider', async () => {
    const spy = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let confirm: ConfirmFn = async () => false;
    render(<Capture onReady={(fn) => (confirm = fn)} />);
    await expect(confirm({ title: 'Sure?', body: 'Really.' })).resolves.toBe(true);
    expect(spy).toHaveBeenCalledWith('Sure?\n\nReally.');
  });
});
