import { moveTaskItem, replaceTaskLine, sourceposLine, taskStatusText, taskTextAtLine, taskTitleFrom, toggleTaskAtLine } from './taskList';

describe('task lists', () => {
  const text = 'Before launch:\n\n- [x] Copy approved\n- [ ] Analytics wired\n1. [ ] numbered\n> * [X] quoted';

  it('reads the start line of data-sourcepos', () => {
    expect(sourceposLine('3:1-3:19')).toBe(3);
    expect(sourceposLine(null)).toBeNull();
    expect(sourceposLine('bad')).toBeNull();
  });

  it('toggles only the checkbox of the given line', () => {
    expect(toggleTaskAtLine(text, 4, true)).toBe(text.replace('- [ ] Analytics', '- [x] Analytics'));
    expect(toggleTaskAtLine(text, 3, false)).toBe(text.replace('- [x] Copy', '- [ ] Copy'));
    expect(toggleTaskAtLine(text, 5, true)).toContain('1. [x] numbered');
    expect(toggleTaskAtLine(text, 6, false)).toContain('> * [ ] quoted');
  });

  it('refuses a line that is no task (stale HTML)', () => {
    expect(toggleTaskAtLine(text, 1, true)).toBeNull();
    expect(toggleTaskAtLine(text, 99, true)).toBeNull();
  });

  it('words the task status like GitLab', () => {
    expect(taskStatusText({ count: 0, completed_count: 0 })).toBeNull();
    expect(taskStatusText({ count: 1, completed_count: 0 })).toBe('0 of 1 checklist item completed');
    expect(taskStatusText({ count: 4, completed_count: 2 })).toBe('2 of 4 checklist items completed');
  });
});

describe('task item actions', () => {
  const text = 'Intro\n\n- [ ] first\n- [x] `only code`\n- [ ] last';

  it('reads a task text', () => {
    expect(taskTextAtLine(text, 3)).toBe('first');
    expect(taskTextAtLine(text, 1)).toBeNull();
  });

  it('derives the task title: 255 characters, overflow to the description, code or image only → Untitled', () => {
    expect(taskTitleFrom('Write docs')).toEqual({ title: 'Write docs', description: '' });
    const long = 'a'.repeat(300);
    expect(taskTitleFrom(long)).toEqual({ title: 'a'.repeat(255), description: 'a'.repeat(45) });
    expect(taskTitleFrom('`only code`')).toEqual({ title: 'Untitled', description: '`only code`' });
    expect(taskTitleFrom('![chart](/uploads/x.png)')).toEqual({ title: 'Untitled', description: '![chart](/uploads/x.png)' });
  });

  it('replaces or deletes a task line', () => {
    expect(replaceTaskLine(text, 3, '#42')).toBe('Intro\n\n- [ ] #42\n- [x] `only code`\n- [ ] last');
    expect(replaceTaskLine(text, 5, null)).toBe('Intro\n\n- [ ] first\n- [x] `only code`');
    expect(replaceTaskLine(text, 1, null)).toBeNull();
  });
});

describe('moveTaskItem (reordering)', () => {
  const text = '- [ ] one\n- [ ] two\n  - [ ] two.a\n- [ ] three\n\nAfter';

  it('moves an item down past its sibling, keeping nested items with theirs', () => {
    expect(moveTaskItem(text, 1, 'down')).toBe('- [ ] two\n  - [ ] two.a\n- [ ] one\n- [ ] three\n\nAfter');
  });

  it('moves an item up', () => {
    expect(moveTaskItem(text, 4, 'up')).toBe('- [ ] one\n- [ ] three\n- [ ] two\n  - [ ] two.a\n\nAfter');
    expect(moveTaskItem(text, 2, 'up')).toBe('- [ ] two\n  - [ ] two.a\n- [ ] one\n- [ ] three\n\nAfter');
  });

  it('refuses at the ends of the list and for non-tasks', () => {
    expect(moveTaskItem(text, 1, 'up')).toBeNull();
    expect(moveTaskItem(text, 4, 'down')).toBeNull();
    expect(moveTaskItem(text, 3, 'up')).toBeNull();
    expect(moveTaskItem(text, 6, 'up')).toBeNull();
  });
});
