import { restClient } from 'shared-kernel/api';
import type { Discussion, Note, Noteable } from '../types';

export interface CreateNoteInput {
  note: string;
  internal?: boolean;
  /** `DiscussionNote` starts a thread. */
  type?: 'DiscussionNote' | null;
  /** Replying: the thread's `reply_id` (the server answers with the whole discussion). */
  inReplyToDiscussionId?: string;
}

interface CommandsFields {
  commands_changes?: Record<string, unknown>;
  command_names?: string[];
}

/** What a create answers: a note, a whole discussion (replies), or only applied commands. */
export type CreateNoteResult =
  | ({ kind: 'note'; note: Note } & CommandsFields)
  | ({ kind: 'discussion'; discussion: Discussion } & CommandsFields)
  | ({ kind: 'commands'; message: string } & CommandsFields);

type CreateNoteResponse = CommandsFields & { valid?: boolean; discussion?: Discussion; errors?: { commands_only?: string[] } } & Partial<Note>;

/**
 * `POST {create_note_path}` (the comment form and the reply form). Rejects with the kernel's
 * `ApiError` (422: `messages`).
 */
export async function createNote(noteable: Pick<Noteable, 'create_note_path'>, input: CreateNoteInput): Promise<CreateNoteResult> {
  const reply = input.inReplyToDiscussionId !== undefined;
  const body = {
    note: { note: input.note, internal: Boolean(input.internal), ...(input.type ? { type: input.type } : {}) },
    ...(reply ? { in_reply_to_discussion_id: input.inReplyToDiscussionId, return_discussion: true } : {}),
  };
  const { data } = await restClient().post<CreateNoteResponse>(noteable.create_note_path, body);
  const commands = { commands_changes: data.commands_changes, command_names: data.command_names };
  if (data.discussion) return { kind: 'discussion', discussion: data.discussion, ...commands };
  if (data.valid === false || data.id === undefined) return { kind: 'commands', message: data.errors?.commands_only?.join(' ') ?? '', ...commands };
  return { kind: 'note', note: data as Note, ...commands };
}
