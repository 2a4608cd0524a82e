import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { applySuggestionBatch } from './api';

/** One suggestion waiting in the batch, with what its host does once it is applied (resolve its thread). */
interface BatchEntry {
  id: number;
  onApplied?: (() => void | Promise<void>) | undefined;
}

export interface SuggestionBatch {
  ids: readonly number[];
  applying: boolean;
  has(id: number): boolean;
  add(id: number, onApplied?: () => void | Promise<void>): void;
  remove(id: number): void;
  /** Applies every batched suggestion in one commit; rejects with the API error (the batch is kept). */
  apply(commitMessage?: string): Promise<void>;
}

const SuggestionBatchContext = createContext<SuggestionBatch | null>(null);

/**
 * The page's batch of suggestions (GitLab's batchSuggestionsInfo): notes add and remove theirs, any of
 * them applies the whole batch as one commit. Without a provider, suggestions offer no batch.
 */
export function SuggestionBatchProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<BatchEntry[]>([]);
  const [applying, setApplying] = useState(false);
  const latest = useRef(entries);
  latest.current = entries;

  const add = useCallback((id: number, onApplied?: () => void | Promise<void>) => {
    setEntries((current) => (current.some((entry) => entry.id === id) ? current : [...current, { id, onApplied }]));
  }, []);
  const remove = useCallback((id: number) => setEntries((current) => current.filter((entry) => entry.id !== id)), []);
  const apply = useCallback(async (commitMessage?: string) => {
    const batch = latest.current;
    if (batch.length === 0) return;
    setApplying(true);
    try {
      await applySuggestionBatch(
        batch.map((entry) => entry.id),
        commitMessage,
      );
      setEntries([]);
      const callbacks = new Set(batch.map((entry) => entry.onApplied).filter((callback) => callback !== undefined));
      for (const callback of callbacks) await callback();
    } finally {
      setApplying(false);
    }
  }, []);

  const value = useMemo<SuggestionBatch>(
    () => ({ ids: entries.map((entry) => entry.id), applying, has: (id) => entries.some((entry) => entry.id === id), add, remove, apply }),
    [entries, applying, add, remove, apply],
  );
  return <SuggestionBatchContext.Provider value={value}>{children}</SuggestionBatchContext.Provider>;
}

/** The page's batch, or null outside a {@link SuggestionBatchProvider}. */
export function useSuggestionBatch(): SuggestionBatch | null {
  return useContext(SuggestionBatchContext);
}
