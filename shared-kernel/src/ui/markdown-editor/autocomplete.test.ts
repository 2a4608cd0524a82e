import { describe, expect, it } from 'vitest';
import { emojiFixture } from '../emoji/emojiFixture.testing';
import {
  applyCompletion,
  autocompleteItems,
  autocompleteSourcesFor,
  autocompleteSourcesFromCommandsPath,
  commandInsert,
  commandOfLine,
  matchAutocomplete,
  referenceInsert,
  type AutocompleteKind,
} from './autocomplete';

const ALL = new Set<AutocompleteKind>(['members', 'issues', 'mergeRequests', 'epics', 'labels', 'milestones', 'emojis', 'commands']);

describe('matchAutocomplete (GitLab defaultMatcher)', () => {
  it('opens each trigger at the start or after a space or punctuation, with its query', () => {
    expect(matchAutocomplete('@', ALL)).toEqual({ kind: 'members', trigger: '@', query: '', start: 0 });
    expect(matchAutocomplete('Hi @ro', ALL)).toEqual({ kind: 'members', trigger: '@', query: 'ro', start: 3 });
    expect(matchAutocomplete('see #12', ALL)).toMatchObject({ kind: 'issues', query: '12', start: 4 });
    expect(matchAutocomplete('(!3', ALL)).toMatchObject({ kind: 'mergeRequests', query: '3' });
    expect(matchAutocomplete('x &', ALL)).toMatchObject({ kind: 'epics', query: '' });
    expect(matchAutocomplete('x ~bu', ALL)).toMatchObject({ kind: 'labels', query: 'bu' });
    expect(matchAutocomplete('x %v1.', ALL)).toMatchObject({ kind: 'milestones', query: 'v1.' });
    expect(matchAutocomplete('nice :ta', ALL)).toMatchObject({ kind: 'emojis', query: 'ta', start: 5 });
    expect(matchAutocomplete('/', ALL)).toMatchObject({ kind: 'commands', query: '', start: 0 });
    expect(matchAutocomplete('text\n/lab', ALL)).toMatchObject({ kind: 'commands', query: 'lab', start: 5 });
  });

  it('stays closed inside words, e-mail addresses, after a space in the query, for strikethrough and for kinds not offered', () => {
    expect(matchAutocomplete('mail me@example', ALL)).toBeNull();
    expect(matchAutocomplete('issue#1', ALL)).toBeNull();
    expect(matchAutocomplete('@ro ', ALL)).toBeNull();
    expect(matchAutocomplete('a ~~', ALL)).toBeNull();
    expect(matchAutocomplete('a/b', ALL)).toBeNull();
    expect(matchAutocomplete('12:30', ALL)).toBeNull();
    expect(matchAutocomplete('@ro', new Set(['issues']))).toBeNull();
  });

  it('lets a ~ query run over spaces while it starts a known label', () => {
    expect(matchAutocomplete('x ~Accepting me', ALL, ['Accepting merge requests'])).toEqual({ kind: 'labels', trigger: '~', query: 'Accepting me', start: 2 });
    expect(matchAutocomplete('x ~Accepting no', ALL, ['Accepting merge requests'])).toBeNull();
  });
});

describe('what a choice inserts (GitLab beforeInsert and insertTpl)', () => {
  it('quotes labels and milestones with other than word characters and escapes markdown', () => {
    expect(referenceInsert('~', 'bug')).toBe('~bug ');
    expect(referenceInsert('~', 'two words')).toBe('~"two words" ');
    expect(referenceInsert('~', 'priority::high')).toBe('~"priority::high" ');
    expect(referenceInsert('~', '42')).toBe('~"42" ');
    expect(referenceInsert('%', 'v1.0')).toBe('%"v1.0" ');
    expect(referenceInsert('%', 'Sprint4')).toBe('%Sprint4 ');
    expect(referenceInsert('~', '*star*')).toBe('~"\\*star\\*" ');
  });

  it('commands insert their name and the trigger of a reference parameter', () => {
    expect(commandInsert({ name: 'label', aliases: [], description: '', params: ['~label1 ~"label 2"'] })).toBe('/label ~');
    expect(commandInsert({ name: 'assign', aliases: [], description: '', params: ['@user1 @user2'] })).toBe('/assign @');
    expect(commandInsert({ name: 'milestone', aliases: [], description: '', params: ['%"milestone"'] })).toBe('/milestone %');
    expect(commandInsert({ name: 'close', aliases: [], description: '', params: [] })).toBe('/close ');
    expect(commandInsert({ name: 'title', aliases: [], description: '', params: ['<New title>'] })).toBe('/title ');
    expect(commandOfLine('x\n/label ~b')).toBe('label');
    expect(commandOfLine('no command ~b')).toBeNull();
  });

  it('replaces the trigger and query before the caret', () => {
    const value = 'Hi @ro and more';
    const match = matchAutocomplete('Hi @ro', ALL)!;
    expect(applyCompletion(value, 6, match, '@root ')).toEqual({ value: 'Hi @root  and more', caret: 9 });
  });
});

describe('autocompleteItems', () => {
  const members = [
    { type: 'User', username: 'mary', name: 'Ada Marymount' },
    { type: 'User', username: 'root', name: 'Administrator' },
    { type: 'Group', username: 'gitlab-org', name: 'GitLab.org', count: 5 },
  ];

  it('members: name or username containing the query, those starting with it first; groups with their count', () => {
    const items = autocompleteItems(matchAutocomplete('@ad', ALL)!, members);
    expect(items.map((i) => i.insert)).toEqual(['@mary ', '@root ']);
    const mar = autocompleteItems(matchAutocomplete('@mar', ALL)!, members);
    expect(mar[0]).toMatchObject({ primary: 'mary', secondary: 'Ada Marymount', insert: '@mary ' });
    expect(autocompleteItems(matchAutocomplete('@git', ALL)!, members)[0]).toMatchObject({ secondary: 'GitLab.org (5)', insert: '@gitlab-org ' });
  });

  it('issues, merge requests and epics by iid or title, inserting their reference (at most 5)', () => {
    const issues = Array.from({ length: 8 }, (_, i) => ({ iid: i + 1, title: `Issue ${i + 1}`, reference: `#${i + 1}` }));
    expect(autocompleteItems(matchAutocomplete('#', ALL)!, issues)).toHaveLength(5);
    expect(autocompleteItems(matchAutocomplete('#7', ALL)!, issues).map((i) => i.insert)).toEqual(['#7 ']);
    const epics = [{ iid: 2, title: 'Roadmap', reference: 'gitlab-org/sub&2' }, { iid: 1, title: 'Launch' }];
    expect(autocompleteItems(matchAutocomplete('&lau', ALL)!, epics)).toEqual([{ key: '&1', primary: '&1', secondary: 'Launch', insert: '&1 ' }]);
    expect(autocompleteItems(matchAutocomplete('&road', ALL)!, epics)[0]!.insert).toBe('gitlab-org/sub&2 ');
    expect(autocompleteItems(matchAutocomplete('!', ALL)!, [{ iid: 4, title: 'Fix' }])[0]!.insert).toBe('!4 ');
  });

  it('labels: /label offers labels not set, /unlabel the set ones', () => {
    const labels = [
      { title: 'bug', color: '#f00', set: true },
      { title: 'feature request', color: '#0f0', set: false },
    ];
    expect(autocompleteItems(matchAutocomplete('~', ALL)!, labels).map((l) => l.insert)).toEqual(['~bug ', '~"feature request" ']);
    expect(autocompleteItems(matchAutocomplete('/label ~', ALL)!, labels, { command: 'label' }).map((l) => l.primary)).toEqual(['feature request']);
    expect(autocompleteItems(matchAutocomplete('/unlabel ~', ALL)!, labels, { command: 'unlabel' }).map((l) => l.primary)).toEqual(['bug']);
  });

  it('milestones: upcoming by due date, then undated, expired last', () => {
    const milestones = [
      { title: 'Old', due_date: '2000-01-01', expired: true },
      { title: 'Later', due_date: '2999-06-01', expired: false },
      { title: 'Someday', due_date: null },
      { title: 'Soon', due_date: '2999-01-01', expired: false },
    ];
    const items = autocompleteItems(matchAutocomplete('%', ALL)!, milestones);
    expect(items.map((m) => m.primary)).toEqual(['Soon', 'Later', 'Someday', 'Old']);
    expect(items[3]).toMatchObject({ secondary: 'expired', insert: '%Old ' });
  });

  it('commands by name or alias, with aliases, params and description', () => {
    const commands = [
      { name: 'close', aliases: [], description: 'Close this issue', params: [] },
      { name: 'unlabel', aliases: ['remove_label'], description: 'Remove all or specific labels', params: ['~label1 ~"label 2"'] },
    ];
    const items = autocompleteItems(matchAutocomplete('/remove', ALL)!, commands);
    expect(items).toEqual([{ key: 'unlabel', primary: '/unlabel (or /remove_label) ~label1 ~"label 2"', secondary: 'Remove all or specific labels', insert: '/unlabel ~' }]);
  });

  it('emoji from the emoji data, inserting :name:', () => {
    const items = autocompleteItems(matchAutocomplete(':tad', ALL)!, emojiFixture());
    expect(items[0]).toMatchObject({ primary: ':tada:', insert: ':tada: ', emoji: '🎉' });
    expect(autocompleteItems(matchAutocomplete(':', ALL)!, emojiFixture())).toHaveLength(5);
  });
});

describe('data sources', () => {
  it('derives every source from a noteable quick_actions_path, for projects and groups', () => {
    expect(autocompleteSourcesFromCommandsPath('/g/p/-/autocomplete_sources/commands?type=Issue&type_id=1')).toEqual({
      members: '/g/p/-/autocomplete_sources/members?type=Issue&type_id=1',
      issues: '/g/p/-/autocomplete_sources/issues?type=Issue&type_id=1',
      mergeRequests: '/g/p/-/autocomplete_sources/merge_requests?type=Issue&type_id=1',
      epics: '/g/p/-/autocomplete_sources/epics?type=Issue&type_id=1',
      labels: '/g/p/-/autocomplete_sources/labels?type=Issue&type_id=1',
      milestones: '/g/p/-/autocomplete_sources/milestones?type=Issue&type_id=1',
      commands: '/g/p/-/autocomplete_sources/commands?type=Issue&type_id=1',
    });
    expect(autocompleteSourcesFromCommandsPath('/somewhere/else')).toEqual({});
    expect(autocompleteSourcesFor({ groupPath: 'g' }, { type: 'Epic', iid: 2 }).epics).toBe('/groups/g/-/autocomplete_sources/epics?type=Epic&type_id=2');
    expect(autocompleteSourcesFor({ projectPath: 'g/p' }).labels).toBe('/g/p/-/autocomplete_sources/labels');
  });
});
