import { describe, expect, it } from 'vitest';
import { nextDiscussionPageSize } from './discussionPaging';

describe('nextDiscussionPageSize', () => {
  it('starts at 20 and grows ×1.5 (rounded) up to 100', () => {
    const sizes: number[] = [];
    let size: number | undefined;
    for (let page = 0; page < 7; page += 1) {
      size = nextDiscussionPageSize(size);
      sizes.push(size);
    }
    expect(sizes).toEqual([20, 30, 45, 68, 100, 100, 100]);
  });
});
