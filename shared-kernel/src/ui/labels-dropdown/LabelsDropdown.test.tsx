// @vitest-environment jsdom
import 'shared-kernel/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LabelsDropdown } from './LabelsDropdown';
import { LABEL_CREATE_ERROR, type DropdownLabel } from './labels';

afterEach(cleanup);

const labels: DropdownLabel[] = [
  { id: 1, title: 'bug', color: '#ff0000', set: true },
  { id: 2, title: 'priority::high', color: '#ff0000' },
  { id: 3, title: 'priority::low', color: '#00ff00', set: true },
];

describe('LabelsDropdown', () => {
  it('toggles labels (one per scope) and applies them', () => {
    const onApply = vi.fn();
    render(<LabelsDropdown labels={labels} onApply={onApply} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'priority::high' }));
    expect((screen.getByRole('checkbox', { name: 'priority::low' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply.mock.calls[0]![0].filter((l: DropdownLabel) => l.set).map((l: DropdownLabel) => l.title)).toEqual(['bug', 'priority::high']);
  });

  it('searches', () => {
    render(<LabelsDropdown labels={labels} onApply={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search labels' }), { target: { value: 'bu' } });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('creates a label and selects it; an answer without an id is an error', { timeout: 20_000 }, async () => {
    const onCreate = vi.fn().mockResolvedValueOnce({ title: 'no id' }).mockResolvedValueOnce({ id: 9, title: 'docs', color: '#009966' });
    render(<LabelsDropdown labels={labels} onApply={vi.fn()} onCancel={vi.fn()} onCreate={onCreate} manageLabelsPath="/g/p/-/labels" />);
    expect(screen.getByRole('link', { name: 'Manage project labels' })).toHaveProperty('href', expect.stringContaining('/g/p/-/labels'));
    fireEvent.click(screen.getByRole('button', { name: 'Create project label' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Label name' }), { target: { value: 'docs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(LABEL_CREATE_ERROR)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'docs' }) as HTMLInputElement).checked).toBe(true));
    expect(onCreate).toHaveBeenLastCalledWith({ title: 'docs', color: '#009966' });
  });

  it("words creation and management for a group's labels (an epic's)", () => {
    render(<LabelsDropdown labels={labels} onApply={vi.fn()} onCancel={vi.fn()} onCreate={vi.fn()} manageLabelsPath="/groups/g/-/labels" workspace="group" />);
    expect(screen.getByRole('button', { name: 'Create group label' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage group labels' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create project label' })).toBeNull();
  });
});
