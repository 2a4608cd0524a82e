import { DescriptionVersion } from '../features/description-versions/components/DescriptionVersion';
import { NoteItem } from '../features/note-actions/components/NoteItem';
import type { NoteComposition } from '../lib/NoteComposition';

/** What the page puts inside the discussion list's rows (features meet here, not in each other). */
export const NOTE_COMPOSITION: NoteComposition = { Note: NoteItem, DescriptionVersion };
