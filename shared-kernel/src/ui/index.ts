// Shared UI widgets built on Primer (through shared-kernel/primer, a Module Federation singleton themed by the shell).
// Framework-free helpers (award toggling, avatar capping, emoji search, confirmation texts) are
// exported too, so callers and servers can reuse the rules without rendering anything. Emoji data
// (emojibase-data) is never imported statically: `loadEmojiData()` fetches it on demand.

export { AbuseReportDrawer, type AbuseReportDetails, type AbuseReportDrawerProps } from './abuse/AbuseReportDrawer';
export {
  ABUSE_CATEGORIES,
  ABUSE_CATEGORY_LABELS,
  ABUSE_CATEGORY_QUESTION,
  ABUSE_CATEGORY_REQUIRED_MESSAGE,
  ABUSE_DRAWER_TITLE,
  ABUSE_DRAWER_Z_INDEX,
  ABUSE_REASON_HELP,
  ABUSE_REASON_REQUIRED_MESSAGE,
  ABUSE_REPORT_ERROR,
  ABUSE_REPORT_THANKS,
  isAbuseCategory,
  type AbuseCategory,
} from './abuse/abuseCategories';

export { AssigneeAvatars, type AssigneeAvatarsProps } from './avatars/AssigneeAvatars';
export { ParticipantsList, participantsLabel, type ParticipantsListProps } from './avatars/ParticipantsList';
export { UserAvatarLink, type UserAvatarLinkProps } from './avatars/UserAvatarLink';
export { UserAvatar, type UserAvatarProps } from './avatars/UserAvatar';
export { IDENTICON_COLORS, identiconLetter, identiconVariant } from './avatars/identicon';
export {
  ASSIGNEES_MAX_VISIBLE,
  DEFAULT_AVATAR_URL,
  PARTICIPANTS_SHOWN_BY_DEFAULT,
  normalizeUser,
  visibleAvatars,
  type AvatarUser,
  type UserLike,
  type VisibleAvatars,
} from './avatars/users';

export { ConfirmDialog, type ConfirmDialogProps } from './confirm/ConfirmDialog';
export { ConfirmProvider } from './confirm/ConfirmProvider';
export { useConfirm } from './confirm/useConfirm';
export {
  LOSE_ISSUE_CHANGES_CONFIRMATION,
  cancelCreatingConfirmation,
  cancelEditingConfirmation,
  closeBlockedIssueConfirmation,
  deleteIssuableConfirmation,
  deleteNoteConfirmation,
  type ConfirmFn,
  type ConfirmOptions,
  type DeletableNoteKind,
} from './confirm/confirmOptions';

export { AwardsList, type AwardsListProps } from './emoji/AwardsList';
export { EmojiPicker, type EmojiPickerProps } from './emoji/EmojiPicker';
export { EmojiGlyph } from './emoji/EmojiGlyph';
export { EMOJI_IMAGE_PATH, defineGlEmoji, emojiImageName, emojiImageUrl, isEmojiSupported } from './emoji/emojiImages';
export { useEmojiData, type EmojiDataState } from './emoji/useEmojiData';
export {
  AWARD_ADD_ERROR_MESSAGE,
  AWARD_TOGGLE_ERROR_MESSAGE,
  BUILT_IN_AWARD_EMOJI,
  THUMBS_DOWN,
  THUMBS_UP,
  applyAwardToggle,
  awardTooltip,
  normalizeAwardName,
  summarizeAwards,
  type Award,
  type AwardSummary,
  type AwardUser,
} from './emoji/awards';
export {
  EMOJIS_PER_ROW,
  EMOJI_CATEGORIES,
  EMOJI_CATEGORY_LABELS,
  FREQUENTLY_USED_CATEGORY,
  categoryForGroup,
  type EmojiCategory,
  type EmojiPickerCategory,
} from './emoji/categories';
export {
  buildEmojiData,
  isEmojiNameValid,
  loadEmojiData,
  searchEmojis,
  type CompactEmojiLike,
  type Emoji,
  type EmojiData,
  type ShortcodesLike,
} from './emoji/emojiData';
export {
  FREQUENTLY_USED_EMOJIS_STORAGE_KEY,
  addFrequentlyUsedEmoji,
  getFrequentlyUsedEmojis,
  type FrequentlyUsedStorage,
} from './emoji/frequentlyUsed';
export { EMOJI_CATEGORIES_LOAD_ERROR_MESSAGE } from './emoji/messages';

export {
  MARKDOWN_EDITOR_MODE_STORAGE_KEY,
  MARKDOWN_EDITOR_TEXTS,
  MarkdownEditor,
  isSubmitChord,
  readEditorMode,
  writeEditorMode,
  type MarkdownEditorMode,
  type MarkdownEditorProps,
  type RichTextEditorLoader,
  type RichTextEditorProps,
  type RichTextController,
  AUTOCOMPLETE_LIMITS,
  AUTOCOMPLETE_TRIGGERS,
  autocompleteItems,
  autocompleteSourcesFor,
  autocompleteSourcesFromCommandsPath,
  matchAutocomplete,
  type AutocompleteFetcher,
  type AutocompleteItem,
  type AutocompleteKind,
  type AutocompleteMatch,
  type AutocompleteSourceName,
  type AutocompleteSources,
  FORMAT_ACTIONS,
  TABLE_TEMPLATE,
  applyFormat,
  formatActionForKey,
  type FormatAction,
  type TextSelection,
} from './markdown-editor';
export { ATTACHMENT_TEXTS, uploadPlaceholder, type MarkdownUploadHandler } from './markdown-editor';

export {
  LABELS_FETCH_ERROR,
  LABEL_COLOR_SUGGESTIONS,
  LABEL_CREATE_ERROR,
  LabelsDropdown,
  filterLabels,
  isCreatedLabel,
  isScopedLabel,
  isValidLabelColor,
  labelScope,
  toggleLabel,
  type ColorOption,
  type DropdownLabel,
  type LabelsDropdownProps,
} from './labels-dropdown';

export { MarkdownHtml, type MarkdownHtmlProps } from './markdown/MarkdownHtml';
export { MarkdownStyles } from './markdown/MarkdownStyles';
export { MARKDOWN_CLASS, MARKDOWN_CSS, MARKDOWN_STYLESHEET_HREF } from './markdown/markdownCss';

// Suggestions of diff comments (the notes timeline and the diffs' threads): the suggested change with
// Apply suggestion / the batch, and the apply calls.
export { NoteSuggestions, type NoteSuggestionsProps } from './suggestions/NoteSuggestions';
export { SuggestionBatchProvider, useSuggestionBatch, type SuggestionBatch } from './suggestions/SuggestionBatch';
export { applyErrorMessage, applySuggestion, applySuggestionBatch } from './suggestions/api';
export { SUGGESTION_TEXTS, suggestionDisabledReason, suggestionLineHtml, suggestionRows, type Suggestion, type SuggestionDiffLine } from './suggestions/types';
