import { act, renderHook } from '@testing-library/react';
import type { PollResponse } from 'shared-kernel/polling';
import type { RealtimeChanges } from '../../core';
import { fakeIssuable } from '../../test/renderIssuable';
import { applyRealtimeChanges, useRealtimeChanges } from './useRealtimeChanges';

const changes = (lock_version: number, description_text: string): RealtimeChanges => ({
  title: 'T',
  title_text: 'T',
  description: `<p>${description_text}</p>`,
  description_text,
  task_completion_status: { count: 0, completed_count: 0 },
  lock_version,
});

describe('applyRealtimeChanges', () => {
  it('applies a newer answer and keeps the page for one sent before a newer save', () => {
    const issue = fakeIssuable({ title: 'T', description: 'saved', lock_version: 5 });
    expect(applyRealtimeChanges(issue, changes(6, 'elsewhere')).description).toBe('elsewhere');
    expect(applyRealtimeChanges(issue, changes(4, 'before the save'))).toBe(issue);
  });
});

describe('useRealtimeChanges', () => {
  it('drops an answer that arrives while a task-list save runs, and asks again after it', async () => {
    const answers: Array<(value: PollResponse<RealtimeChanges>) => void> = [];
    const request = () => new Promise<PollResponse<RealtimeChanges>>((resolve) => answers.push(resolve));
    const onChanges = vi.fn();
    const { result } = renderHook(() => useRealtimeChanges(request, onChanges, { initialDelayMs: 0, live: true }));
    act(() => result.current.fetchNow());
    expect(answers).toHaveLength(1);
    act(() => result.current.pause());
    await act(async () => answers[0]?.({ status: 200, headers: {}, data: changes(4, 'stale') }));
    expect(onChanges).not.toHaveBeenCalled();
    act(() => result.current.resume());
    await act(async () => Promise.resolve());
    expect(answers).toHaveLength(2);
    await act(async () => answers[1]?.({ status: 200, headers: {}, data: changes(6, 'fresh') }));
    expect(onChanges).toHaveBeenCalledWith(expect.objectContaining({ description_text: 'fresh' }));
  });
});
