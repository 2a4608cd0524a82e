import { Spinner, Text, TextInput } from 'shared-kernel/primer';
import { EmojiGlyph } from './EmojiGlyph';
import { SearchIcon } from '@primer/octicons-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  EMOJI_CATEGORIES,
  EMOJI_CATEGORY_LABELS,
  EMOJIS_PER_ROW,
  FREQUENTLY_USED_CATEGORY,
  type EmojiPickerCategory,
} from './categories';
import { loadEmojiData, searchEmojis, type Emoji, type EmojiData } from './emojiData';
import { addFrequentlyUsedEmoji, getFrequentlyUsedEmojis } from './frequentlyUsed';
import { EMOJI_CATEGORIES_LOAD_ERROR_MESSAGE } from './messages';
import { useEmojiData } from './useEmojiData';

/** Props of {@link EmojiPicker}. */
export interface EmojiPickerProps {
  /** Called with the chosen emoji's name (`thumbsup`). The name is also added to the frequently-used list. */
  onSelect: (name: string) => void;
  /** Called with {@link EMOJI_CATEGORIES_LOAD_ERROR_MESSAGE} when the emoji data cannot be loaded. */
  onError?: (message: string, error: unknown) => void;
  /** Where the emoji come from. Default {@link loadEmojiData} (a dynamic import of emojibase-data). */
  loadEmojis?: () => Promise<EmojiData>;
  /** Focuses the search field on mount. Default `true`. */
  autoFocus?: boolean;
}

const TAB_GLYPHS: Record<EmojiPickerCategory, string> = {
  frequently_used: '🕘',
  activity: '⚽',
  people: '😀',
  nature: '🐻',
  food: '🍔',
  travel: '🚗',
  objects: '💡',
  symbols: '❤️',
  flags: '🏁',
};

const styles = {
  root: { width: 'calc(9 * 36px + 16px)', display: 'flex', flexDirection: 'column', gap: 'var(--base-size-8, 8px)', padding: 'var(--base-size-8, 8px)' },
  tabs: { display: 'flex', gap: 2, borderBottom: 'var(--borderWidth-thin, 1px) solid var(--borderColor-default, #d0d7de)' },
  tab: { border: 0, background: 'transparent', cursor: 'pointer', fontSize: 18, padding: '4px 6px', borderBottom: '2px solid transparent' },
  selectedTab: { borderBottomColor: 'var(--underlineNav-borderColor-active, #fd8c73)' },
  grid: { maxHeight: 288, overflowY: 'auto' },
  row: { display: 'grid', gridTemplateColumns: `repeat(${EMOJIS_PER_ROW}, 36px)` },
  emoji: { width: 36, height: 36, fontSize: 22, border: 0, background: 'transparent', cursor: 'pointer', borderRadius: 'var(--borderRadius-medium, 6px)' },
} as const;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size) rows.push(items.slice(index, index + size));
  return rows;
}

/**
 * The emoji menu: a search field (name, shortcode, description, tag), category tabs (frequently used
 * first when the user has any, then the eight categories) and a grid of 9 emoji per row. Arrow keys,
 * Home and End move between emoji; Enter or Space chooses. The emoji data loads on first render.
 */
export function EmojiPicker({ onSelect, onError, loadEmojis = loadEmojiData, autoFocus = true }: EmojiPickerProps) {
  const state = useEmojiData(true, loadEmojis);
  const data = state.data;
  const [query, setQuery] = useState('');
  const [frequent, setFrequent] = useState<string[]>([]);
  const [category, setCategory] = useState<EmojiPickerCategory | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const gridId = useId();
  const onErrorRef = useRef(onError);
  useLayoutEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (state.status === 'error') onErrorRef.current?.(EMOJI_CATEGORIES_LOAD_ERROR_MESSAGE, state.error);
  }, [state.status, state.error]);

  useEffect(() => {
    if (data) setFrequent(getFrequentlyUsedEmojis((name) => data.byName.has(name)));
  }, [data]);

  const tabs: EmojiPickerCategory[] = useMemo(
    () => (frequent.length > 0 ? [FREQUENTLY_USED_CATEGORY, ...EMOJI_CATEGORIES] : [...EMOJI_CATEGORIES]),
    [frequent.length],
  );
  const activeCategory = category ?? tabs[0] ?? 'activity';
  const searching = query.trim() !== '';

  const shown: Emoji[] = useMemo(() => {
    if (!data) return [];
    if (searching) return searchEmojis(data, query);
    if (activeCategory === FREQUENTLY_USED_CATEGORY) return frequent.map((name) => data.byName.get(name)).filter((emoji): emoji is Emoji => !!emoji);
    return data.byCategory[activeCategory];
  }, [data, searching, query, activeCategory, frequent]);

  const gridLabel = searching ? 'Search results' : EMOJI_CATEGORY_LABELS[activeCategory];

  function choose(emoji: Emoji): void {
    if (data) setFrequent(addFrequentlyUsedEmoji(emoji.name, (name) => data.byName.has(name)));
    onSelect(emoji.name);
  }

  function moveFocus(index: number): void {
    const next = Math.max(0, Math.min(shown.length - 1, index));
    setFocusIndex(next);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-index="${next}"]`)?.focus();
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      ArrowDown: focusIndex + EMOJIS_PER_ROW,
      ArrowUp: focusIndex - EMOJIS_PER_ROW,
      Home: 0,
      End: shown.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveFocus(target);
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = tabs[(index + delta + tabs.length) % tabs.length]!;
    selectCategory(next);
    event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`[data-category="${next}"]`)?.focus();
  }

  function selectCategory(next: EmojiPickerCategory): void {
    setCategory(next);
    setQuery('');
    setFocusIndex(0);
  }

  return (
    <div style={styles.root}>
      <TextInput
        aria-label="Search for an emoji"
        placeholder="Search for an emoji"
        leadingVisual={SearchIcon}
        value={query}
        autoFocus={autoFocus}
        onChange={(event) => {
          setQuery(event.target.value);
          setFocusIndex(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && shown.length > 0) {
            event.preventDefault();
            moveFocus(0);
          } else if (event.key === 'Enter' && searching && shown[0]) {
            event.preventDefault();
            choose(shown[0]);
          }
        }}
        block
      />
      {state.status === 'error' ? (
        <Text role="alert" style={{ color: 'var(--fgColor-danger, #d1242f)' }}>
          {EMOJI_CATEGORIES_LOAD_ERROR_MESSAGE}
        </Text>
      ) : !data ? (
        <Spinner size="medium" srText="Loading emoji" />
      ) : (
        <>
          <div role="tablist" aria-label="Emoji categories" style={styles.tabs}>
            {tabs.map((tab, index) => {
              const selected = !searching && tab === activeCategory;
              return (
                <button
                  key={tab}
                  type="button"
                  role="tab"
                  data-category={tab}
                  aria-selected={selected}
                  aria-controls={gridId}
                  aria-label={EMOJI_CATEGORY_LABELS[tab]}
                  title={EMOJI_CATEGORY_LABELS[tab]}
                  tabIndex={tab === activeCategory ? 0 : -1}
                  style={{ ...styles.tab, ...(selected ? styles.selectedTab : {}) }}
                  onClick={() => selectCategory(tab)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                >
                  <span aria-hidden="true">{TAB_GLYPHS[tab]}</span>
                </button>
              );
            })}
          </div>
          {shown.length === 0 ? (
            <Text>No emoji found.</Text>
          ) : (
            <div id={gridId} ref={gridRef} role="grid" aria-label={gridLabel} style={styles.grid} onKeyDown={onGridKeyDown}>
              {chunk(shown, EMOJIS_PER_ROW).map((row, rowIndex) => (
                <div role="row" key={rowIndex} style={styles.row}>
                  {row.map((emoji, column) => {
                    const index = rowIndex * EMOJIS_PER_ROW + column;
                    return (
                      <div role="gridcell" key={emoji.name}>
                        <button
                          type="button"
                          data-index={index}
                          aria-label={emoji.name}
                          title={`:${emoji.name}: ${emoji.label}`}
                          tabIndex={index === Math.min(focusIndex, shown.length - 1) ? 0 : -1}
                          style={styles.emoji}
                          onFocus={() => setFocusIndex(index)}
                          onClick={() => choose(emoji)}
                        >
                          <EmojiGlyph unicode={emoji.unicode} />
                        </button>
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
