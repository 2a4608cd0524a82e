import { countQuickActions, quickActionPlaceholder, stripQuickActions } from './quickActions';

describe('quick actions in a comment', () => {
  it('strips command lines from the placeholder text', () => {
    expect(stripQuickActions('Looks good\n/close\n  /title New')).toBe('Looks good');
    expect(stripQuickActions('a path /not/a/command stays')).toBe('a path /not/a/command stays');
    expect(countQuickActions('/close\n/confidential')).toBe(2);
  });

  it('reads "Applying command" or "Applying multiple commands"', () => {
    expect(quickActionPlaceholder('hello')).toBeNull();
    expect(quickActionPlaceholder('/close')).toBe('Applying command');
    expect(quickActionPlaceholder('/close\n/title x')).toBe('Applying multiple commands');
  });
});
