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

  it('names the one known command by its description, in lower case', () => {
    const commands = [
      { name: 'close', aliases: [], description: 'Close this issue' },
      { name: 'spend', aliases: ['spent', 'spend_time'], description: 'Add or subtract spent time' },
    ];
    expect(quickActionPlaceholder('Done here\n/close', commands)).toBe('Applying command to close this issue');
    expect(quickActionPlaceholder('/spent 1h', commands)).toBe('Applying command to add or subtract spent time');
    expect(quickActionPlaceholder('/close\n/spend 1h', commands)).toBe('Applying multiple commands');
    expect(quickActionPlaceholder('/unknown', commands)).toBe('Applying command');
    expect(quickActionPlaceholder('/close', [])).toBe('Applying command');
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
