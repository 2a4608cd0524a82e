import { Button } from 'shared-kernel/primer';
import { useState } from 'react';
import { createTodo, markTodoDone } from '../api/toggleTodo';
import { adjustTodosCount } from '../../../lib/userCounts';

/** GitLab's sidebar to-do widget's failure, for an epic. */
export const TODO_ERROR = 'Something went wrong while setting epic to-do item.';

export interface SidebarTodoProps {
  /** The epic's global id (`todoCreate`'s target). */
  epicGid: string;
  /** The viewer's pending to-do on the epic, or null. */
  pendingTodoId: string | null;
  onChange: (pendingTodoId: string | null) => void;
  onError: (message: string) => void;
}

/**
 * The to-do toggle of the epic's sidebar: 'Add a to do' (`todoCreate`) or 'Mark as done' (`todoMarkDone`),
 * for signed-in viewers. The shell's to-do counter moves by one at once and is read again.
 */
export function SidebarTodo({ epicGid, pendingTodoId, onChange, onError }: SidebarTodoProps) {
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      if (pendingTodoId) {
        await markTodoDone(pendingTodoId);
        onChange(null);
        adjustTodosCount(-1);
      } else {
        onChange(await createTodo(epicGid));
        adjustTodosCount(1);
      }
    } catch {
      onError(TODO_ERROR);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 0', borderBottom: '1px solid var(--borderColor-muted, #d8dee4)' }}>
      <span style={{ fontWeight: 600 }}>To Do</span>
      <Button size="small" disabled={busy} onClick={() => void toggle()}>
        {pendingTodoId ? 'Mark as done' : 'Add a to do'}
      </Button>
    </div>
  );
}
