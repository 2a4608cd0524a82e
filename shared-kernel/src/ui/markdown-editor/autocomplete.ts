// GitLab's GFM autocomplete (gfm_auto_complete.js) as pure rules: which trigger the text before the caret
// opens, how the loaded items are filtered and sorted, and what a choice inserts.
import { searchEmojis, type EmojiData } from '../emoji/emojiData';

/** GitLab's data sources (`gl.GfmAutoComplete.dataSources`): the URL of each `autocomplete_sources` list. */
export type AutocompleteSourceName = 'members' | 'issues' | 'mergeRequests' | 'epics' | 'labels' | 'milestones' | 'commands';

/** Where each list comes from; a source left out is not offered. Emoji come from the kernel's emoji data. */
export type AutocompleteSources = Partial<Record<AutocompleteSourceName, string>>;

/** A kind of completion: one per trigger character. */
export type AutocompleteKind = AutocompleteSourceName | 'emojis';

/** The trigger characters (GitLab's `atTypeMap`). */
export const AUTOCOMPLETE_TRIGGERS: Readonly<Record<string, AutocompleteKind>> = Object.freeze({
  '@': 'members',
  '#': 'issues',
  '!': 'mergeRequests',
  '&': 'epics',
  '~': 'labels',
  '%': 'milestones',
  ':': 'emojis',
  '/': 'commands',
});

const ROUTE_NAMES: Record<AutocompleteSourceName, string> = {
  members: 'members',
  issues: 'issues',
  mergeRequests: 'merge_requests',
  epics: 'epics',
  labels: 'labels',
  milestones: 'milestones',
  commands: 'commands',
};

/**
 * Every source beside a noteable's `quick_actions_path` (`…/-/autocomplete_sources/commands?type=Issue&type_id=1`),
 * the same project or group and target: GitLab's routes differ only in the last segment.
 */
export function autocompleteSourcesFromCommandsPath(commandsPath: string): AutocompleteSources {
  const at = commandsPath.indexOf('/-/autocomplete_sources/commands');
  if (at < 0) return {};
  const base = commandsPath.slice(0, at);
  const query = commandsPath.slice(at + '/-/autocomplete_sources/commands'.length);
  return Object.fromEntries(Object.entries(ROUTE_NAMES).map(([name, route]) => [name, `${base}/-/autocomplete_sources/${route}${query}`]));
}

/** GitLab's sources of a project's (or a group's) text, with the target issuable when there is one. */
export function autocompleteSourcesFor(target: { projectPath: string } | { groupPath: string }, issuable?: { type: string; iid: number }): AutocompleteSources {
  const base = 'projectPath' in target ? `/${target.projectPath}` : `/groups/${target.groupPath}`;
  const query = issuable ? `?type=${encodeURIComponent(issuable.type)}&type_id=${issuable.iid}` : '';
  return autocompleteSourcesFromCommandsPath(`${base}/-/autocomplete_sources/commands${query}`);
}

/** An open completion: its kind, what was typed after the trigger, and where the trigger stands. */
export interface AutocompleteMatch {
  kind: AutocompleteKind;
  trigger: string;
  query: string;
  /** Offset of the trigger in the text before the caret. */
  start: number;
}

// GitLab's defaultMatcher: the trigger starts the text or follows a character that is no letter, digit,
// `_`, backtick or other trigger; the query is letters (Latin-1 accents and any non-ASCII), digits, `_'.+-:`.
const TRIGGER_CHARS = Object.keys(AUTOCOMPLETE_TRIGGERS).join('');
const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const QUERY = "(?:[A-Za-z\\u00C0-\\u00FF0-9_'.+\\-:]|[^\\x00-\\x7a])*";
const BEFORE = `(?:^|[^a-zA-Z0-9_\`${escapeClass(TRIGGER_CHARS)}]|\\s)`;
const COMMAND = /(?:^|\n)\/([A-Za-z_]*)$/;
const EMOJI = /(?:^|[^\p{L}\p{N}:]):([^\s:][^\s:]*)?$/u;

/**
 * The completion the text before the caret opens, or null. `kinds` are the offered ones; `labelTitles`
 * lets a `~` query run on over spaces while it still starts a label's title ("~Accepting merge").
 */
export function matchAutocomplete(textBeforeCaret: string, kinds: ReadonlySet<AutocompleteKind>, labelTitles: readonly string[] = []): AutocompleteMatch | null {
  if (kinds.has('commands')) {
    const command = COMMAND.exec(textBeforeCaret);
    if (command) return { kind: 'commands', trigger: '/', query: command[1] ?? '', start: textBeforeCaret.length - (command[1] ?? '').length - 1 };
  }
  if (kinds.has('emojis')) {
    const emoji = EMOJI.exec(textBeforeCaret);
    if (emoji) return { kind: 'emojis', trigger: ':', query: emoji[1] ?? '', start: textBeforeCaret.length - (emoji[1] ?? '').length - 1 };
  }
  if (kinds.has('labels') && labelTitles.length > 0 && !textBeforeCaret.endsWith('~~')) {
    const at = textBeforeCaret.lastIndexOf('~');
    const candidate = at >= 0 ? textBeforeCaret.slice(at + 1) : '';
    if (at >= 0 && !candidate.includes('\n') && /\s/.test(candidate) && labelTitles.some((title) => title.startsWith(candidate)) && new RegExp(`${BEFORE}~$`).test(textBeforeCaret.slice(0, at + 1))) {
      return { kind: 'labels', trigger: '~', query: candidate, start: at };
    }
  }
  // The last word decides (GitLab splits the subtext on whitespace).
  const word = /\S*$/.exec(textBeforeCaret)?.[0] ?? '';
  for (const [trigger, kind] of Object.entries(AUTOCOMPLETE_TRIGGERS)) {
    if (kind === 'commands' || kind === 'emojis' || !kinds.has(kind)) continue;
    const escaped = trigger.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');
    const others = Object.keys(AUTOCOMPLETE_TRIGGERS).map((t) => t.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&')).join('|');
    const found = new RegExp(`${BEFORE}${escaped}(?!${others})(${QUERY})$`).exec(word);
    if (found) {
      const query = found[1] ?? '';
      if (trigger === '~' && textBeforeCaret.endsWith('~~')) return null;
      return { kind, trigger, query, start: textBeforeCaret.length - query.length - 1 };
    }
  }
  return null;
}

/** A member (`members` source): users and groups. */
export interface AutocompleteMember {
  type?: string;
  username: string;
  name: string;
  avatar_url?: string | null;
  count?: number;
}
/** An issue, merge request or epic (`#`, `!`, `&`). */
export interface AutocompleteReference {
  iid: number;
  title: string;
  reference?: string;
  icon_name?: string;
}
/** A label (`~`); `set` when it is on the target. */
export interface AutocompleteLabel {
  title: string;
  color: string;
  set?: boolean;
}
/** A milestone (`%`). */
export interface AutocompleteMilestone {
  title: string;
  due_date?: string | null;
  expired?: boolean;
}
/** A quick action (`/`). */
export interface AutocompleteCommand {
  name: string;
  aliases: string[];
  description: string;
  params: string[];
  warning?: string;
}

/** One row of the menu: what it shows, and what choosing it inserts. */
export interface AutocompleteItem {
  key: string;
  /** The main text (`@username`, `#12`, `/label`, `:tada:`). */
  primary: string;
  /** The secondary text (name, title, description). */
  secondary: string;
  /** Inserted in place of the trigger and query. */
  insert: string;
  /** A label's colour, a member's avatar, an emoji's character. */
  color?: string;
  avatarUrl?: string | null;
  emoji?: string;
}

/** At most this many rows per kind (at.js's default of 5; GitLab raises members, labels and commands). */
export const AUTOCOMPLETE_LIMITS: Readonly<Record<AutocompleteKind, number>> = Object.freeze({
  members: 10,
  issues: 5,
  mergeRequests: 5,
  epics: 5,
  labels: 20,
  milestones: 5,
  emojis: 5,
  commands: 100,
});

/** at.js's default sorter: by where the query appears in the search text, earliest first (stable). */
function byPosition<T>(items: T[], search: (item: T) => string, query: string): T[] {
  const needle = query.toLowerCase();
  return items
    .map((item, index) => ({ item, index, at: search(item).toLowerCase().indexOf(needle) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((entry) => entry.item);
}

/** GitLab's beforeInsert for `~` and `%`: quote titles with other than word characters, escape markdown. */
export function referenceInsert(trigger: '~' | '%', title: string): string {
  let text = title;
  const needsQuotes = trigger === '~' ? /\W|^\d+$/ : /\W/;
  if (text && needsQuotes.test(text)) text = `"${text}"`;
  text = text
    .replace(/(~~|`|\*)/g, '\\$1')
    .replace(/(\b)(_+)/g, '$1\\$2')
    .replace(/(_+)(\b)/g, '\\$1$2');
  return `${trigger}${text} `;
}

/** What `/command` inserts: the command and, for `@`/`~`/`%` parameters, their trigger (no trailing space after it). */
export function commandInsert(command: AutocompleteCommand): string {
  const first = command.params[0] ?? '';
  return /^[@%~]/.test(first) ? `/${command.name} ${first[0]}` : `/${command.name} `;
}

/** The last word before the quick action on this line (`/label ~` → `/label`), which narrows labels and members. */
export function commandOfLine(textBeforeCaret: string): string | null {
  const line = textBeforeCaret.split('\n').pop() ?? '';
  return /^\/([a-z_]+)\s/.exec(line)?.[1] ?? null;
}

/** The rows for `match` from the loaded list of its kind (or the emoji data), filtered and sorted as GitLab does. */
export function autocompleteItems(match: AutocompleteMatch, data: unknown, context: { command?: string | null } = {}): AutocompleteItem[] {
  const { kind, query } = match;
  const limit = AUTOCOMPLETE_LIMITS[kind];
  switch (kind) {
    case 'emojis': {
      const emojis = data as EmojiData;
      const found = query ? searchEmojis(emojis, query) : emojis.emojis;
      return found.slice(0, limit).map((emoji) => ({ key: emoji.name, primary: `:${emoji.name}:`, secondary: emoji.label, insert: `:${emoji.name}: `, emoji: emoji.unicode }));
    }
    case 'members': {
      const needle = query.toLowerCase();
      const search = (m: AutocompleteMember) => `${m.name.replace(/ /g, '')} ${m.username}`;
      const members = (data as AutocompleteMember[]).filter((m) => search(m).toLowerCase().includes(needle));
      const starts = (m: AutocompleteMember) => search(m).split(' ').some((part) => part.toLowerCase().startsWith(needle));
      const sorted = needle ? [...members.filter(starts), ...members.filter((m) => !starts(m))] : members;
      return sorted.slice(0, limit).map((m) => ({
        key: `${m.type ?? 'User'}:${m.username}`,
        primary: m.username,
        secondary: m.count ? `${m.name} (${m.count})` : m.name,
        insert: `@${m.username} `,
        avatarUrl: m.avatar_url ?? null,
      }));
    }
    case 'issues':
    case 'mergeRequests':
    case 'epics': {
      const symbol = match.trigger;
      const found = byPosition(data as AutocompleteReference[], (r) => `${r.iid} ${r.title}`, query);
      return found.slice(0, limit).map((r) => {
        const reference = r.reference ?? `${symbol}${r.iid}`;
        return { key: reference, primary: reference, secondary: r.title, insert: `${reference} ` };
      });
    }
    case 'labels': {
      let labels = data as AutocompleteLabel[];
      if (context.command === 'label' || context.command === 'labels') labels = labels.filter((l) => !l.set);
      else if (context.command === 'unlabel') labels = labels.filter((l) => l.set);
      return byPosition(labels, (l) => l.title, query)
        .slice(0, limit)
        .map((l) => ({ key: l.title, primary: l.title, secondary: '', insert: referenceInsert('~', l.title), color: l.color }));
    }
    case 'milestones': {
      const today = new Date().toISOString().slice(0, 10);
      const expired = (m: AutocompleteMilestone) => m.expired ?? (m.due_date ? m.due_date < today : false);
      // Upcoming by due date, then those without one, expired last (GitLab's beforeSave).
      const rank = (m: AutocompleteMilestone) => (expired(m) ? 2 : m.due_date ? 0 : 1);
      const sorted = [...(data as AutocompleteMilestone[])].sort((a, b) => rank(a) - rank(b) || (a.due_date ?? '').localeCompare(b.due_date ?? ''));
      return byPosition(sorted, (m) => m.title, query)
        .slice(0, limit)
        .map((m) => ({ key: m.title, primary: m.title, secondary: expired(m) ? 'expired' : '', insert: referenceInsert('%', m.title) }));
    }
    case 'commands': {
      const found = byPosition(data as AutocompleteCommand[], (c) => [c.name, ...c.aliases].join(' '), query);
      return found.slice(0, limit).map((c) => ({
        key: c.name,
        primary: `/${c.name}${c.aliases.length ? ` (or /${c.aliases.join(', /')})` : ''}${c.params.length ? ` ${c.params.join(' ')}` : ''}`,
        secondary: c.warning || c.description,
        insert: commandInsert(c),
      }));
    }
  }
}

/** Replaces the trigger and query before the caret with `insert`: the new text and caret. */
export function applyCompletion(value: string, caret: number, match: AutocompleteMatch, insert: string): { value: string; caret: number } {
  const start = match.start;
  return { value: value.slice(0, start) + insert + value.slice(caret), caret: start + insert.length };
}
