import { describe, expect, it } from 'vitest';
import { applyAwardToggle, awardTooltip, summarizeAwards, type Award } from './awards';

const me = { id: 1, name: 'Me', username: 'me' };
const ada = { id: 2, name: 'Ada', username: 'ada' };

describe('applyAwardToggle', () => {
  it('adds an award the user has not given', () => {
    expect(applyAwardToggle([], 'tada', me)).toEqual([{ name: 'tada', user: me }]);
  });

  it("removes the user's existing award of that name only", () => {
    const awards: Award[] = [
      { id: 1, name: 'tada', user: ada },
      { id: 2, name: 'tada', user: me },
      { id: 3, name: 'rocket', user: me },
    ];
    expect(applyAwardToggle(awards, 'tada', me)).toEqual([awards[0], awards[2]]);
  });

  it('makes thumbs up and thumbs down mutually exclusive for the user', () => {
    const awards: Award[] = [
      { id: 1, name: 'thumbsdown', user: me },
      { id: 2, name: 'thumbsdown', user: ada },
    ];
    const up = applyAwardToggle(awards, 'thumbsup', me);
    expect(up).toEqual([{ id: 2, name: 'thumbsdown', user: ada }, { name: 'thumbsup', user: me }]);
    expect(applyAwardToggle(up, 'thumbsdown', me)).toEqual([{ id: 2, name: 'thumbsdown', user: ada }, { name: 'thumbsdown', user: me }]);
  });

  it('treats +1 and -1 as thumbs up and down', () => {
    expect(applyAwardToggle([{ id: 1, name: '+1', user: me }], 'thumbsup', me)).toEqual([]);
    expect(applyAwardToggle([{ id: 1, name: 'thumbsup', user: me }], '-1', me)).toEqual([{ name: 'thumbsdown', user: me }]);
  });

  it('does not mutate its input', () => {
    const awards: Award[] = [{ id: 1, name: 'thumbsup', user: me }];
    applyAwardToggle(awards, 'thumbsdown', me);
    expect(awards).toEqual([{ id: 1, name: 'thumbsup', user: me }]);
  });
});

describe('summarizeAwards', () => {
  it('groups by name with counts, thumbs first, and marks the current user', () => {
    const awards: Award[] = [
      { id: 1, name: 'tada', user: ada },
      { id: 2, name: 'thumbsdown', user: ada },
      { id: 3, name: 'thumbsup', user: me },
      { id: 4, name: 'tada', user: me },
    ];
    expect(summarizeAwards(awards, me.id).map(({ name, count, awardedByCurrentUser }) => [name, count, awardedByCurrentUser])).toEqual([
      ['thumbsup', 1, true],
      ['thumbsdown', 1, false],
      ['tada', 2, true],
    ]);
    expect(summarizeAwards(awards, null).every((summary) => !summary.awardedByCurrentUser)).toBe(true);
  });
});

describe('awardTooltip', () => {
  it('names you first', () => {
    const [summary] = summarizeAwards(
      [
        { id: 1, name: 'tada', user: ada },
        { id: 2, name: 'tada', user: me },
      ],
      me.id,
    );
    expect(awardTooltip(summary!, me.id)).toBe('You and Ada reacted with :tada:');
    const many = summarizeAwards(
      Array.from({ length: 12 }, (_, index) => ({ id: index, name: 'eyes', user: { id: index + 10, name: `U${index}` } })),
      me.id,
    )[0]!;
    expect(awardTooltip(many, me.id)).toBe('U0, U1, U2, U3, U4, U5, U6, U7, U8, U9, and 2 more reacted with :eyes:');
  });
});
