import { describe, expect, it, vi } from 'vitest';
import { withFirstContentClock } from '../test/firstContentClock';
import {
  afterFirstContent,
  FIRST_CONTENT_MAX_WAIT_MS,
  holdFirstContent,
  isFirstContentShown,
  markFirstContentShown,
  whenFirstContent,
} from 'shared-kernel/first-content';

// Node environment: no frames, so "after the next paint" is the next timer.
withFirstContentClock(['setTimeout', 'clearTimeout']);

describe('the first-content signal', () => {
  it('waits for every hold, then fires after the next frame', () => {
    const first = holdFirstContent();
    const second = holdFirstContent();
    const listener = vi.fn();
    whenFirstContent(listener);
    vi.advanceTimersByTime(100);
    first();
    vi.advanceTimersByTime(100);
    expect(isFirstContentShown()).toBe(false);
    second();
    expect(isFirstContentShown()).toBe(false);
    vi.advanceTimersByTime(0);
    expect(isFirstContentShown()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting when a new hold is taken before the frame after the last release', () => {
    const first = holdFirstContent();
    first();
    const second = holdFirstContent();
    vi.advanceTimersByTime(100);
    expect(isFirstContentShown()).toBe(false);
    second();
    vi.advanceTimersByTime(0);
    expect(isFirstContentShown()).toBe(true);
  });

  it('a release counts once', () => {
    const first = holdFirstContent();
    const second = holdFirstContent();
    first();
    first();
    vi.advanceTimersByTime(100);
    expect(isFirstContentShown()).toBe(false);
    second();
    vi.advanceTimersByTime(0);
    expect(isFirstContentShown()).toBe(true);
  });

  it('fires after the first frame when nothing holds it', async () => {
    const shown = afterFirstContent();
    expect(isFirstContentShown()).toBe(false);
    vi.advanceTimersByTime(0);
    await expect(shown).resolves.toBeUndefined();
  });

  it(`never waits longer than ${FIRST_CONTENT_MAX_WAIT_MS} ms from the document's start`, () => {
    holdFirstContent();
    vi.advanceTimersByTime(FIRST_CONTENT_MAX_WAIT_MS - 1);
    expect(isFirstContentShown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isFirstContentShown()).toBe(true);
  });

  it('calls a listener at once once shown, and a cancelled listener never', () => {
    holdFirstContent();
    const cancelled = vi.fn();
    whenFirstContent(cancelled)();
    markFirstContentShown();
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenFirstContent(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('fires once per document: a hold taken afterwards changes nothing', () => {
    markFirstContentShown();
    const release = holdFirstContent();
    expect(isFirstContentShown()).toBe(true);
    release();
    expect(isFirstContentShown()).toBe(true);
  });
});
