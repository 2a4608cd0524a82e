import { describe, expect, it } from 'vitest';
import { mentionsIn } from './mentions.ts';

describe('mentionsIn', () => {
  it("splits GitLab's example: directly addressed at the start of a line, mentioned elsewhere", async () => {
    const text = ['@alice What do you think? cc: @bob', '- @carol can you please have a look?', '>>>', '@dan what do you think?', '>>>', '@erin @frank thank you!'].join('\n');
    const found = await mentionsIn(text);
    expect(found.directlyAddressed.sort()).toEqual(['alice', 'erin', 'frank']);
    expect(found.mentioned.sort()).toEqual(['bob', 'carol', 'dan']);
  });

  it('ignores code, fenced blocks and e-mail addresses; usernames are case-insensitive', async () => {
    const found = await mentionsIn('`@inline` and mail me at a@example.com\n```\n@fenced\n```\n@Grace, have a look');
    expect(found).toEqual({ directlyAddressed: ['grace'], mentioned: [] });
    expect(await mentionsIn(null)).toEqual({ directlyAddressed: [], mentioned: [] });
    expect(await mentionsIn('no mention here')).toEqual({ directlyAddressed: [], mentioned: [] });
  });
});
