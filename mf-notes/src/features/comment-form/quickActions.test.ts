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

describe('state changes of applied commands', () => {
  it('closes an open issue and reopens a closed one', async () => {
    const { commandStateChange } = await import('./quickActions');
    expect(commandStateChange(['close'], 'opened')).toBe('closed');
    expect(commandStateChange(['close'], 'closed')).toBeNull();
    expect(commandStateChange(['reopen', 'title'], 'closed')).toBe('reopened');
    expect(commandStateChange(['title'], 'opened')).toBeNull();
  });
});
