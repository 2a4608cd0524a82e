import { describe, expect, it } from 'vitest';
import { epicColorTitle, isSuggestedEpicColor, SUGGESTED_EPIC_COLORS } from './epicColors';

describe('epic colours', () => {
  it('suggests blue, green, red, orange and purple', () => {
    expect(SUGGESTED_EPIC_COLORS.map((option) => option.title)).toEqual(['Blue', 'Green', 'Red', 'Orange', 'Purple']);
  });

  it('accepts only the suggested colours, in any case, and names them', () => {
    expect(isSuggestedEpicColor('#1068BF')).toBe(true);
    expect(isSuggestedEpicColor('#123456')).toBe(false);
    expect(epicColorTitle('#694CC0')).toBe('Purple');
    expect(epicColorTitle('#123456')).toBe('#123456');
  });
});
