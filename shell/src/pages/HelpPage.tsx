import { Button, Heading, Text } from 'shared-kernel/primer';
import { getShortcutRegistry } from 'shared-kernel/shortcuts';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** GitLab Flavored Markdown references the renderer links, as the help page lists them. */
const REFERENCES: readonly [string, string][] = [
  ['@username', 'a user (mentions notify them)'],
  ['#123', 'an issue of this project'],
  ['group/project#123', 'an issue of another project'],
  ['!123', 'a merge request'],
  ['&123', 'an epic of this group'],
  ['~label or ~"two words"', 'a label'],
  ['%milestone or %"two words"', 'a milestone'],
  ['*iteration:123', 'an iteration'],
  [':emoji:', 'an emoji, e.g. :tada:'],
];

const SECTIONS: readonly { title: string; links: readonly [string, string][] }[] = [
  {
    title: 'Find your way',
    links: [
      ['/', 'Your work: your projects, groups, recent issues'],
      ['/dashboard/issues?scope=assigned_to_me', 'Issues assigned to you'],
      ['/dashboard/projects', 'Your projects'],
      ['/dashboard/groups', 'Your groups'],
      ['/search', 'Search projects, issues, groups and users'],
    ],
  },
  {
    title: 'Your account',
    links: [
      ['/-/profile/personal_access_tokens', 'Personal access tokens (for the REST API and git over HTTP)'],
      ['/users/sign_up', 'Create an account (when an administrator allows sign-up)'],
    ],
  },
];

/** GitLab's documentation release the platform follows (its shapes are GitLab 16.2's). */
const DOCUMENTATION_BASE_URL = 'https://docs.gitlab.com/16.2/ee/';

/** `user/discussions/index.md` → `user/discussions/index`, the topic's path without the markdown extension. */
const topicPath = (topic: string) => topic.replace(/\.(md|html)$/, '');

/** A readable title for a documentation path: `user/project/issues/confidential_issues.md` → "Confidential issues". */
export function topicTitle(topic: string): string {
  const segments = topicPath(topic).split('/').filter(Boolean);
  const last = segments.at(-1) === 'index' ? segments.at(-2) : segments.at(-1);
  const words = (last ?? 'help').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The page GitLab's `/help/<path>` sends one to when the documentation is served elsewhere (its HelpController). */
export function documentationUrl(topic: string, hash = ''): string {
  return `${DOCUMENTATION_BASE_URL}${topicPath(topic)}.html${hash}`;
}

/**
 * `/help` and `/help/<doc path>`: how to find things, write GitLab Flavored Markdown with references, and use the keyboard
 * shortcuts (the button opens the shortcuts dialog every page has under `?`).
 */
export function HelpPage({ topic }: { topic?: string }) {
  useDocumentTitle(topic ? `${topicTitle(topic)} · Help` : 'Help');
  return (
    <div className="page">
      <Heading as="h1">Help</Heading>
      {topic ? (
        <section aria-label="Documentation topic">
          <Heading as="h2" variant="small">
            {topicTitle(topic)}
          </Heading>
          <Text as="p">
            This topic is part of GitLab&apos;s documentation:{' '}
            <a href={documentationUrl(topic, typeof window === 'undefined' ? '' : window.location.hash)}>read “{topicTitle(topic)}” on docs.gitlab.com</a>. What this
            platform offers is listed below.
          </Text>
        </section>
      ) : null}
      <Text as="p">This platform works like GitLab: groups hold projects and epics, projects hold issues, and everything links to everything by reference.</Text>
      {SECTIONS.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <Heading as="h2" variant="small">
            {section.title}
          </Heading>
          <ul className="card-list">
            {section.links.map(([href, label]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-label="Markdown references">
        <Heading as="h2" variant="small">
          Markdown references
        </Heading>
        <Text as="p">Descriptions and comments are GitLab Flavored Markdown (tables, task lists, code blocks). These references become links to what you may see:</Text>
        <table className="modules">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Links to</th>
            </tr>
          </thead>
          <tbody>
            {REFERENCES.map(([syntax, meaning]) => (
              <tr key={syntax}>
                <td>
                  <code>{syntax}</code>
                </td>
                <td>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Text as="p">
          Quick actions such as <code>/label ~bug</code>, <code>/assign @user</code> or <code>/close</code> on their own line in a comment or description change the issue; type <code>/</code> in the editor to list them.
        </Text>
      </section>
      <section aria-label="Keyboard shortcuts">
        <Heading as="h2" variant="small">
          Keyboard shortcuts
        </Heading>
        <Text as="p">
          Press <kbd>?</kbd> on any page to list the shortcuts of that page, and rebind them. <kbd>/</kbd> or <kbd>s</kbd> focuses the search.
        </Text>
        <Button onClick={() => getShortcutRegistry().toggleHelp()}>Show keyboard shortcuts</Button>
      </section>
    </div>
  );
}
