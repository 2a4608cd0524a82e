import { describe, expect, it } from 'vitest';
import type { MilestoneRow } from '../milestones/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { assigneeChange, MAX_ASSIGNEES, milestoneChange } from './assignees.ts';

// The assignee and milestone operations every kind with them shares (issues now, merge requests next).

const user = (id: number, username: string) => ({ id, username }) as UserRow;
const ada = user(1, 'ada');
const grace = user(2, 'grace');
const ken = user(3, 'ken');
const everyone = [ada, grace, ken];
/** Users 1–3 may be assigned, others not (inactive or unable to read). */
const assignable = async (ids: number[]) => everyone.filter((u) => ids.includes(u.id));

describe('assigneeChange', () => {
  it('replaces, adds and removes; tells who came and went; keeps only assignable newcomers', async () => {
    expect(await assigneeChange([ada], { assigneeIds: [grace.id, ken.id, 99] }, assignable)).toEqual({
      changed: { ids: [grace.id, ken.id], change: { added: [grace.id, ken.id], removed: [ada.id] }, note: { body: 'assigned to @grace and @ken and unassigned @ada', icon: 'user', action: 'assignee' } },
    });
    expect((await assigneeChange([ada], { addAssigneeIds: [grace.id], removeAssigneeIds: [ada.id] }, assignable)).changed?.change).toEqual({ added: [grace.id], removed: [ada.id] });
    expect(await assigneeChange([ada, grace], { addAssigneeIds: [ada.id] }, assignable)).toEqual({});
    expect((await assigneeChange([], { assigneeIds: [ada.id, grace.id, ken.id] }, assignable)).changed?.note.body).toBe('assigned to @ada, @grace, and @ken');
  });

  it('refuses more than the limit', async () => {
    const many = Array.from({ length: MAX_ASSIGNEES + 1 }, (_, index) => user(index + 10, `u${index}`));
    const found = await assigneeChange([], { assigneeIds: many.map((u) => u.id) }, async (ids) => many.filter((u) => ids.includes(u.id)));
    expect(found.error).toBe(`total must be less than or equal to ${MAX_ASSIGNEES}`);
  });
});

describe('milestoneChange', () => {
  const milestones = [{ id: 5, title: '16.2' }, { id: 6, title: 'Next release' }] as MilestoneRow[];
  it('sets, removes or ignores an unknown one', () => {
    expect(milestoneChange({ id: null, milestone: null }, 6, milestones)).toEqual({
      id: 6,
      change: { from: null, to: 6 },
      note: { body: 'changed milestone to %"Next release"', icon: 'milestone', action: 'milestone' },
    });
    expect(milestoneChange({ id: 5, milestone: { title: '16.2' } }, 0, milestones)?.note.body).toBe('removed milestone %16.2');
    expect(milestoneChange({ id: 5, milestone: { title: '16.2' } }, 5, milestones)).toBeNull();
    expect(milestoneChange({ id: 5, milestone: { title: '16.2' } }, 42, milestones)).toBeNull();
  });
});
