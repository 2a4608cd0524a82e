import { moveTaskItem, setTaskChecked, moveTaskItemTo, replaceTaskLine, sourceposLine, taskLineSource, taskStatusText, taskTextAtLine, taskTitleFrom } from './taskList';

describe('task lists', () => {
  const text = 'Before launch:\n\n- [x] Copy approved\n- [ ] Analytics wired\n1. [ ] numbered\n> * [X] quoted';

  it('reads the start line of data-sourcepos', () => {
    expect(sourceposLine('3:1-3:19')).toBe(3);
    expect(sourceposLine(null)).toBeNull();
    expect(sourceposLine('bad')).toBeNull();
  });

  it('reads the source line of a task (update_task.line_source)', () => {
    expect(taskLineSource(text, 4)).toBe('- [ ] Analytics wired');
    expect(taskLineSource(text, 5)).toBe('1. [ ] numbered');
    expect(taskLineSource(text, 6)).toBe('> * [X] quoted');
    expect(taskLineSource(text.replace(/\n/g, '\r\n'), 3)).toBe('- [x] Copy approved');
  });

  it('refuses a line that is no task (stale HTML)', () => {
    expect(taskLineSource(text, 1)).toBeNull();
    expect(taskLineSource(text, 99)).toBeNull();
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

describe('moveTaskItemTo (drag and drop)', () => {
  const text = 'Intro\n\n- [ ] one\n- [ ] two\n  - [ ] two.a\n  - [ ] two.b\n- [ ] three\n- [ ] four\n\nAfter';

  it('moves an item before or after a sibling, with its nested items', () => {
    expect(moveTaskItemTo(text, 3, 7, 'after')).toBe('Intro\n\n- [ ] two\n  - [ ] two.a\n  - [ ] two.b\n- [ ] three\n- [ ] one\n- [ ] four\n\nAfter');
    expect(moveTaskItemTo(text, 8, 3, 'before')).toBe('Intro\n\n- [ ] four\n- [ ] one\n- [ ] two\n  - [ ] two.a\n  - [ ] two.b\n- [ ] three\n\nAfter');
    expect(moveTaskItemTo(text, 4, 8, 'after')).toBe('Intro\n\n- [ ] one\n- [ ] three\n- [ ] four\n- [ ] two\n  - [ ] two.a\n  - [ ] two.b\n\nAfter');
  });

  it('reorders nested items among themselves', () => {
    expect(moveTaskItemTo(text, 6, 5, 'before')).toBe(text.replace('  - [ ] two.a\n  - [ ] two.b', '  - [ ] two.b\n  - [ ] two.a'));
  });

  it('refuses items of different lists, non-tasks and drops that move nothing', () => {
    expect(moveTaskItemTo(text, 5, 3, 'before')).toBeNull();
    expect(moveTaskItemTo(text, 1, 3, 'before')).toBeNull();
    expect(moveTaskItemTo(text, 3, 4, 'before')).toBeNull();
    expect(moveTaskItemTo(text, 3, 3, 'after')).toBeNull();
  });
});

describe('setTaskChecked (an epic toggles by saving its description)', () => {
  it('checks and unchecks the task on a line, and refuses a line that is no task', () => {
    const markdown = 'Intro\n\n- [ ] one\n  1. [X] two';
    expect(setTaskChecked(markdown, 3, true)).toBe('Intro\n\n- [x] one\n  1. [X] two');
    expect(setTaskChecked(markdown, 4, false)).toBe('Intro\n\n- [ ] one\n  1. [ ] two');
    expect(setTaskChecked(markdown, 1, true)).toBeNull();
  });
});
