// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withFirstContentClock } from '../test/firstContentClock';
import { isFirstContentShown } from 'shared-kernel/first-content';
import { useAfterFirstContent, useFirstContentHold } from 'shared-kernel/react';

function Part({ loading }: { loading: boolean }) {
  useFirstContentHold(loading);
  return <p>{loading ? 'loading' : 'shown'}</p>;
}

function Secondary() {
  return <p>{useAfterFirstContent() ? 'secondary' : 'waiting'}</p>;
}

withFirstContentClock(['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame']);

describe('useFirstContentHold and useAfterFirstContent', () => {
  it('shows the secondary part in the frame after the holding part has rendered', () => {
    const { rerender } = render(
      <>
        <Part loading />
        <Secondary />
      </>,
    );
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('waiting')).toBeTruthy();
    rerender(
      <>
        <Part loading={false} />
        <Secondary />
      </>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(50));
    expect(screen.getByText('secondary')).toBeTruthy();
  });

  it('releases the hold of a part that unmounts while loading', () => {
    const { rerender } = render(<Part loading />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(isFirstContentShown()).toBe(false);
    rerender(<Secondary />);
    act(() => void vi.advanceTimersByTime(50));
    expect(isFirstContentShown()).toBe(true);
  });
});
