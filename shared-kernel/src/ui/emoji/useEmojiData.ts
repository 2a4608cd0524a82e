import { useEffect, useState } from 'react';
import { loadEmojiData, type EmojiData } from './emojiData';

/** Loading state of {@link useEmojiData}. */
export type EmojiDataState =
  | { status: 'idle' | 'loading'; data: null; error: null }
  | { status: 'ready'; data: EmojiData; error: null }
  | { status: 'error'; data: null; error: unknown };

/**
 * Loads the emoji set on demand (only while `enabled`), so components that may never need it keep it
 * out of the first view. `load` defaults to {@link loadEmojiData} (cached page-wide).
 */
export function useEmojiData(enabled = true, load: () => Promise<EmojiData> = loadEmojiData): EmojiDataState {
  const [state, setState] = useState<EmojiDataState>({ status: 'idle', data: null, error: null });
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading', data: null, error: null }));
    load().then(
      (data) => active && setState({ status: 'ready', data, error: null }),
      (error: unknown) => active && setState({ status: 'error', data: null, error }),
    );
    return () => {
      active = false;
    };
  }, [enabled, load]);
  return state;
}
