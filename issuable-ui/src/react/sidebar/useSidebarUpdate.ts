import { useCallback, useState } from 'react';
import { useIssuable } from '../page/IssuableContext';

/** The messages of one sidebar widget: the change failed, or reading the issue back failed. */
export interface SidebarUpdateTexts {
  setError: string;
  fetchError: string;
}

/**
 * Saves one sidebar field the way GitLab's widgets do: the mutation, then the issuable read back (the
 * page JSON carries the new value with its related data). A refused mutation shows `setError`; a
 * failed read after a saved change shows `fetchError`. Resolves true once the change is saved.
 */
export function useSidebarUpdate(texts: SidebarUpdateTexts): { saving: boolean; update: (mutate: () => Promise<unknown>) => Promise<boolean> } {
  const { notify, refetch } = useIssuable();
  const [saving, setSaving] = useState(false);
  const { setError, fetchError } = texts;
  const update = useCallback(
    async (mutate: () => Promise<unknown>) => {
      setSaving(true);
      try {
        await mutate();
      } catch {
        notify({ variant: 'danger', message: setError });
        setSaving(false);
        return false;
      }
      try {
        await refetch();
      } catch {
        notify({ variant: 'danger', message: fetchError });
      }
      setSaving(false);
      return true;
    },
    [notify, refetch, setError, fetchError],
  );
  return { saving, update };
}
