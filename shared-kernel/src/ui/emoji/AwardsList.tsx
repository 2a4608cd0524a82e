import { AnchoredOverlay, Button, IconButton } from 'shared-kernel/primer';
import { EmojiGlyph } from './EmojiGlyph';
import { SmileyIcon } from '@primer/octicons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  AWARD_TOGGLE_ERROR_MESSAGE,
  BUILT_IN_AWARD_EMOJI,
  applyAwardToggle,
  awardTooltip,
  normalizeAwardName,
  summarizeAwards,
  type Award,
  type AwardSummary,
  type AwardUser,
} from './awards';
import { loadEmojiData, type EmojiData } from './emojiData';
import { EmojiPicker } from './EmojiPicker';
import { useEmojiData } from './useEmojiData';

/** Props of {@link AwardsList}. */
export interface AwardsListProps {
  /** The awards as the server has them. A new array replaces any optimistic state. */
  awards: readonly Award[];
  /** The signed-in user, or `null` (awarding disabled). */
  currentUser: AwardUser | null;
  /** Persists a toggle (the REST or GraphQL call); a rejection reverts the optimistic change. */
  onToggle: (name: string) => Promise<unknown>;
  /** Called with `"Something went wrong on our end."` and the cause when a toggle fails. */
  onError?: (message: string, error: unknown) => void;
  /** Whether the user may award emoji (`awardEmoji` ability). Default: signed in. */
  canAward?: boolean;
  /** Names always shown, even with no award (GitLab shows `thumbsup` and `thumbsdown` on issues). Default none. */
  defaultAwards?: readonly string[];
  /** Where emoji glyphs come from when an award is not built in. Default {@link loadEmojiData}. */
  loadEmojis?: () => Promise<EmojiData>;
}

/**
 * The award bar: each awarded emoji with its count, pressed when the current user gave it, and an
 * "Add reaction" button opening the {@link EmojiPicker}. Toggling is optimistic
 * (`applyAwardToggle`: thumbs up and down exclude each other) and reverted if `onToggle` rejects.
 * Emoji data loads only when an award other than thumbs up/down is shown or the picker opens.
 */
export function AwardsList({ awards, currentUser, onToggle, onError, canAward = currentUser !== null, defaultAwards = [], loadEmojis = loadEmojiData }: AwardsListProps) {
  const [optimistic, setOptimistic] = useState<{ base: readonly Award[]; awards: readonly Award[] } | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const latest = useRef({ onToggle, onError });
  useLayoutEffect(() => {
    latest.current = { onToggle, onError };
  });
  // Optimistic state belongs to the awards it was derived from; fresh server data replaces it.
  const shownAwards = optimistic && optimistic.base === awards ? optimistic.awards : awards;
  const currentRef = useRef(shownAwards);
  useLayoutEffect(() => {
    currentRef.current = shownAwards;
  });

  const summaries = withDefaults(summarizeAwards(shownAwards, currentUser?.id), defaultAwards.map(normalizeAwardName));
  const needsData = pickerOpen || summaries.some((summary) => !(summary.name in BUILT_IN_AWARD_EMOJI));
  const emojiState = useEmojiData(needsData, loadEmojis);
  const enabled = canAward && currentUser !== null;

  useEffect(() => {
    setOptimistic((previous) => (previous && previous.base !== awards ? null : previous));
  }, [awards]);

  function glyph(name: string): string {
    return emojiState.data?.byName.get(name)?.unicode ?? BUILT_IN_AWARD_EMOJI[name] ?? `:${name}:`;
  }

  function toggle(name: string): void {
    if (!enabled || !currentUser) return;
    const before = currentRef.current;
    const after = applyAwardToggle(before, name, currentUser);
    setOptimistic({ base: awards, awards: after });
    latest.current.onToggle(normalizeAwardName(name)).catch((error: unknown) => {
      setOptimistic((previous) => (previous && previous.awards === after ? { base: previous.base, awards: before } : previous));
      latest.current.onError?.(AWARD_TOGGLE_ERROR_MESSAGE, error);
    });
  }

  return (
    <div role="group" aria-label="Emoji reactions" style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base-size-4, 4px)', alignItems: 'center' }}>
      {summaries.map((summary) => (
        <Button
          key={summary.name}
          size="small"
          aria-pressed={summary.awardedByCurrentUser}
          aria-label={`${summary.name} ${summary.count}`}
          title={summary.count > 0 ? awardTooltip(summary, currentUser?.id) : `:${summary.name}:`}
          disabled={!enabled}
          onClick={() => toggle(summary.name)}
          leadingVisual={() => (
            <span aria-hidden="true">
              <EmojiGlyph unicode={glyph(summary.name)} />
            </span>
          )}
          style={summary.awardedByCurrentUser ? { backgroundColor: 'var(--bgColor-accent-muted, #ddf4ff)', borderColor: 'var(--borderColor-accent-emphasis, #0969da)' } : undefined}
        >
          {summary.count}
        </Button>
      ))}
      {enabled && (
        <AnchoredOverlay
          open={pickerOpen}
          onOpen={() => setPickerOpen(true)}
          onClose={() => setPickerOpen(false)}
          renderAnchor={(anchorProps) => <IconButton {...anchorProps} icon={SmileyIcon} aria-label="Add reaction" size="small" variant="invisible" />}
          overlayProps={{ role: 'dialog', 'aria-label': 'Emoji picker' }}
          focusZoneSettings={{ disabled: true }}
        >
          <EmojiPicker
            loadEmojis={loadEmojis}
            onError={(message, error) => latest.current.onError?.(message, error)}
            onSelect={(name) => {
              setPickerOpen(false);
              toggle(name);
            }}
          />
        </AnchoredOverlay>
      )}
    </div>
  );
}

function withDefaults(summaries: AwardSummary[], names: readonly string[]): AwardSummary[] {
  const missing = names.filter((name) => !summaries.some((summary) => summary.name === name));
  const defaults = missing.map((name): AwardSummary => ({ name, count: 0, awardedByCurrentUser: false, users: [] }));
  return [...defaults, ...summaries].sort((a, b) => rank(a.name, names) - rank(b.name, names));
}

function rank(name: string, names: readonly string[]): number {
  const index = names.indexOf(name);
  return index === -1 ? names.length : index;
}
