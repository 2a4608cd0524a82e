import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import { loadEmojiData, type EmojiData } from '../emoji/emojiData';
import type { CaretRect } from './caretPosition';
import {
  autocompleteItems,
  commandOfLine,
  matchAutocomplete,
  type AutocompleteItem,
  type AutocompleteKind,
  type AutocompleteLabel,
  type AutocompleteMatch,
  type AutocompleteSourceName,
  type AutocompleteSources,
} from './autocomplete';

/** Reads one source's list (GitLab's `autocomplete_sources` JSON). Default: the kernel's REST client. */
export type AutocompleteFetcher = (url: string) => Promise<unknown[]>;

const defaultFetcher: AutocompleteFetcher = async (url) => (await restClient().get<unknown[]>(url)).data;

/** What the editor surface (textarea or rich text) offers the menu. */
export interface AutocompleteSurface {
  /** The text of the current block up to the caret. */
  textBeforeCaret(): string;
  /** Replaces the `length` characters before the caret with `text`. */
  replaceBeforeCaret(length: number, text: string): void;
  /**
   * The viewport box of the character at `offset` of {@link textBeforeCaret}'s text (the trigger, where
   * the menu opens). An offset, not a distance from the caret: the caret may have moved on by the time
   * the menu is placed.
   */
  caretRect?(offset: number): CaretRect | null;
}

/** State and handlers of an editor's autocomplete menu. */
export interface AutocompleteState {
  match: AutocompleteMatch | null;
  items: AutocompleteItem[];
  loading: boolean;
  active: number;
  /** Re-reads the text before the caret (after input, a click, a caret move). */
  update(): void;
  /** Moves, chooses or closes on arrows, Enter/Tab and Escape while open: true when it handled the key. */
  onKeyDown(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean;
  choose(index: number): void;
  setActive(index: number): void;
  close(): void;
}

/**
 * GitLab's GFM autocomplete over an editor surface: each source's list is read once per editor when its
 * trigger is first typed (emoji from the kernel's emoji data), then filtered as the user types.
 */
export function useAutocomplete(sources: AutocompleteSources | undefined, surface: AutocompleteSurface | null, fetcher: AutocompleteFetcher = defaultFetcher, loadEmojis: () => Promise<EmojiData> = loadEmojiData): AutocompleteState {
  const kinds = useMemo(() => {
    const set = new Set<AutocompleteKind>();
    if (!sources) return set;
    for (const name of Object.keys(sources) as AutocompleteSourceName[]) if (sources[name]) set.add(name);
    set.add('emojis');
    return set;
  }, [sources]);
  const [data, setData] = useState<Partial<Record<AutocompleteKind, unknown>>>({});
  const requested = useRef(new Set<AutocompleteKind>());
  const [match, setMatch] = useState<AutocompleteMatch | null>(null);
  const [command, setCommand] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const load = useCallback(
    (kind: AutocompleteKind) => {
      if (requested.current.has(kind)) return;
      requested.current.add(kind);
      const url = kind === 'emojis' ? null : sources?.[kind];
      const read: Promise<unknown> = kind === 'emojis' ? loadEmojis() : url ? fetcher(url) : Promise.resolve([]);
      read.then(
        (list) => setData((previous) => ({ ...previous, [kind]: list })),
        (error: unknown) => {
          // A source that fails (or a kind the server lacks) offers nothing; typing goes on.
          console.warn(`[shared-kernel/ui] autocomplete source ${kind} failed`, error);
          setData((previous) => ({ ...previous, [kind]: kind === 'emojis' ? null : [] }));
        },
      );
    },
    [sources, fetcher, loadEmojis],
  );

  const update = useCallback(() => {
    if (!surface || kinds.size === 0) return;
    const before = surface.textBeforeCaret();
    const labels = (data.labels as AutocompleteLabel[] | undefined)?.map((label) => label.title) ?? [];
    const next = matchAutocomplete(before, kinds, labels);
    if (next && next.start === dismissedAt) {
      setMatch(null);
      return;
    }
    if (dismissedAt !== null && (!next || next.start !== dismissedAt)) setDismissedAt(null);
    if (next) load(next.kind);
    setCommand(commandOfLine(before));
    setMatch((previous) => {
      if (!previous || !next || previous.kind !== next.kind || previous.query !== next.query) setActive(0);
      return next;
    });
  }, [surface, kinds, data.labels, dismissedAt, load]);

  // A list that arrives after the trigger was typed is shown at once.
  const list = match ? data[match.kind] : undefined;
  const items = useMemo(() => (match && list ? autocompleteItems(match, list, { command }) : []), [match, list, command]);
  const loading = Boolean(match) && list === undefined;

  const close = useCallback(() => {
    if (match) setDismissedAt(match.start);
    setMatch(null);
  }, [match]);

  const choose = useCallback(
    (index: number) => {
      const item = items[index];
      if (!item || !match || !surface) return;
      surface.replaceBeforeCaret(match.query.length + match.trigger.length, item.insert);
      setMatch(null);
    },
    [items, match, surface],
  );

  useEffect(() => {
    if (active >= items.length && items.length > 0) setActive(items.length - 1);
  }, [active, items.length]);

  const onKeyDown = useCallback(
    (event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>) => {
      if (!match) return false;
      if (event.key === 'Escape') {
        close();
        return true;
      }
      if (items.length === 0 || event.ctrlKey || event.metaKey || event.altKey) return false;
      if (event.key === 'ArrowDown') setActive((i) => (i + 1) % items.length);
      else if (event.key === 'ArrowUp') setActive((i) => (i - 1 + items.length) % items.length);
      else if (event.key === 'Enter' || event.key === 'Tab') choose(active);
      else return false;
      return true;
    },
    [match, items.length, active, choose, close],
  );

  return { match, items, loading, active, update, onKeyDown, choose, setActive, close };
}
