import { mentionedInMarkdown } from '../issuables/participants.ts';

export interface Mentions {
  /** Usernames at the start of a line (`@alice @bob please look`): GitLab's directly addressed users. */
  directlyAddressed: string[];
  /** Every other mentioned username. */
  mentioned: string[];
}

/** Usernames the renderer sees as user references (not in code, not inside links), lower-cased. */
async function renderedMentions(text: string): Promise<Set<string>> {
  return new Set((await mentionedInMarkdown(text)).map((username) => username.toLowerCase()));
}

const LEADING_MENTIONS = /^(?:@([A-Za-z0-9_][A-Za-z0-9_.-]*?)\.*(?:[\s,:]+|$))+/;

/**
 * Users a line starts with, as GitLab's directly addressed users: `@alice What do you think? cc: @bob`
 * addresses alice, `@erin @frank thanks` both; lines of lists, quotes (`>` and `>>>` blocks) and code
 * fences address nobody.
 */
function lineStarts(text: string): Set<string> {
  const found = new Set<string>();
  let fence: string | null = null;
  let quoteBlock = false;
  for (const line of text.split(/\r?\n/)) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
      continue;
    }
    if (fence !== null) continue;
    if (/^>>>\s*$/.test(line)) {
      quoteBlock = !quoteBlock;
      continue;
    }
    if (quoteBlock) continue;
    const match = LEADING_MENTIONS.exec(line);
    if (!match) continue;
    for (const mention of match[0].matchAll(/@([A-Za-z0-9_][A-Za-z0-9_.-]*)/g)) found.add((mention[1] as string).replace(/\.+$/, '').toLowerCase());
  }
  return found;
}

/** The users a description or a comment mentions, split as TodoService splits its to-dos. */
export async function mentionsIn(text: string | null | undefined): Promise<Mentions> {
  if (!text || !text.includes('@')) return { directlyAddressed: [], mentioned: [] };
  const rendered = await renderedMentions(text);
  const starts = lineStarts(text);
  const directlyAddressed = [...rendered].filter((name) => starts.has(name));
  return { directlyAddressed, mentioned: [...rendered].filter((name) => !starts.has(name)) };
}
