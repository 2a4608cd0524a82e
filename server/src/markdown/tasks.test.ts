import { describe, expect, it } from 'vitest';
import { parseTaskList, renderMarkdown, taskCompletionStatus, toggleTask, toggleTaskAtSource, TaskListError, updatedTasks } from './index.ts';
import { context } from './test-helpers.ts';

const doc = ['# Todo', '', '- [ ] first', '- [x] second', '  - [X] nested', '- plain item', '', '1. [ ] ordered', '', '> - [ ] quoted', ''].join('\n');

describe('task lists', () => {
  it('renders GitLab task list items with data-sourcepos', async () => {
    const html = await renderMarkdown(doc, context());
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain('<li class="task-list-item" data-sourcepos="3:1-3:11"><input type="checkbox" class="task-list-item-checkbox" disabled /> first</li>');
    expect(html).toContain('<li class="task-list-item" data-sourcepos="4:1-5:14"><input type="checkbox" class="task-list-item-checkbox" checked disabled /> second');
    expect(html).toContain('data-sourcepos="5:3-5:14"');
    expect(html).toContain('<li>plain item</li>');
    expect(html).toContain('<ol class="contains-task-list">');
    expect(html).toContain('data-sourcepos="10:3-10:14"');
  });

  it('parses task items with positions', () => {
    expect(parseTaskList(doc)).toEqual([
      { line: 3, checked: false, text: 'first', sourcepos: '3:1-3:11' },
      { line: 4, checked: true, text: 'second', sourcepos: '4:1-5:14' },
      { line: 5, checked: true, text: 'nested', sourcepos: '5:3-5:14' },
      { line: 8, checked: false, text: 'ordered', sourcepos: '8:1-8:14' },
      { line: 10, checked: false, text: 'quoted', sourcepos: '10:3-10:14' },
    ]);
  });

  it('does not treat [ ] inside code or without a space as a task', () => {
    expect(parseTaskList('```\n- [ ] no\n```\n\n- [ ]no\n- [y] no\n- `[ ]` no')).toEqual([]);
  });

  it('counts completion', () => {
    expect(taskCompletionStatus(doc)).toEqual({ count: 5, completed_count: 2 });
    expect(taskCompletionStatus('no tasks')).toEqual({ count: 0, completed_count: 0 });
  });

  it('toggles by sourcepos and by line, round-tripping through parseTaskList', () => {
    const checked = toggleTask(doc, '3:1-3:11', true);
    expect(checked.split('\n')[2]).toBe('- [x] first');
    expect(parseTaskList(checked)[0]?.checked).toBe(true);
    const unchecked = toggleTask(checked, 5, false);
    expect(unchecked.split('\n')[4]).toBe('  - [ ] nested');
    const quoted = toggleTask(unchecked, '10:3-10:14', true);
    expect(quoted.split('\n')[9]).toBe('> - [x] quoted');
    expect(taskCompletionStatus(quoted)).toEqual({ count: 5, completed_count: 3 });
    expect(toggleTask(toggleTask(quoted, '3:1-3:11', false), 10, false).replace(/\[x\] second/, '[x] second')).toBe(
      doc.replace('  - [X] nested', '  - [ ] nested'),
    );
  });

  it('keeps CRLF line endings and everything else byte for byte', () => {
    const crlf = doc.replace(/\n/g, '\r\n');
    expect(parseTaskList(crlf)).toEqual(parseTaskList(doc));
    const toggled = toggleTask(crlf, 8, true);
    expect(toggled).toBe(crlf.replace('1. [ ] ordered', '1. [x] ordered'));
    expect(toggleTask(toggled, 8, false)).toBe(crlf);
  });

  it('is idempotent and leaves the text of an item alone', () => {
    const text = '- [x] contains [ ] brackets';
    expect(toggleTask(text, 1, true)).toBe(text);
    expect(toggleTask(text, 1, false)).toBe('- [ ] contains [ ] brackets');
  });

  it('handles an item nested on the marker line of its parent', () => {
    const text = '- - [ ] inner';
    expect(parseTaskList(text)).toEqual([{ line: 1, checked: false, text: 'inner', sourcepos: '1:3-1:13' }]);
    expect(toggleTask(text, '1:3-1:13', true)).toBe('- - [x] inner');
  });

  it('rejects stale positions', () => {
    expect(() => toggleTask(doc, '6:1-6:12', true)).toThrow(TaskListError);
    expect(() => toggleTask(doc, 99, true)).toThrow(TaskListError);
  });
});

describe('update_task (TaskListToggleService)', () => {
  it('toggles the task on a line only while that line reads as the client saw it', () => {
    expect(toggleTaskAtSource(doc, { lineNumber: 3, lineSource: '- [ ] first', checked: true })?.split('\n')[2]).toBe('- [x] first');
    expect(toggleTaskAtSource(doc, { lineNumber: 4, lineSource: '- [x] second', checked: false })?.split('\n')[3]).toBe('- [ ] second');
    // The line changed, moved, or is no task.
    expect(toggleTaskAtSource(doc, { lineNumber: 3, lineSource: '- [ ] frist', checked: true })).toBeNull();
    expect(toggleTaskAtSource(doc, { lineNumber: 4, lineSource: '- [ ] first', checked: true })).toBeNull();
    expect(toggleTaskAtSource(doc, { lineNumber: 6, lineSource: '- plain item', checked: true })).toBeNull();
    expect(toggleTaskAtSource(doc, { lineNumber: 99, lineSource: '', checked: true })).toBeNull();
  });

  it('ignores a trailing carriage return (CRLF sources)', () => {
    const crlf = doc.replace(/\n/g, '\r\n');
    expect(toggleTaskAtSource(crlf, { lineNumber: 3, lineSource: '- [ ] first', checked: true })).toBe(crlf.replace('- [ ] first', '- [x] first'));
  });
});

describe('updatedTasks', () => {
  it('lists the tasks whose checkbox changed, only while the items are the same', () => {
    expect(updatedTasks(doc, toggleTask(toggleTask(doc, 3, true), 5, false))).toEqual([
      { line: 3, checked: true, text: 'first', sourcepos: '3:1-3:11' },
      { line: 5, checked: false, text: 'nested', sourcepos: '5:3-5:14' },
    ]);
    expect(updatedTasks(doc, doc.replace('first', 'renamed'))).toEqual([]);
    expect(updatedTasks('text', '- [x] new')).toEqual([]);
  });
});
