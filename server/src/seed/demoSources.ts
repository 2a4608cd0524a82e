// File contents of the demo repository (gitlab-org/gitlab): a small app in several languages whose
// branches change it the ways merge request diffs must show (seed/demoRepository.ts).

export const USER_RB = `# frozen_string_literal: true

class User < ApplicationRecord
  validates :username, presence: true, uniqueness: true
  validates :email, presence: true

  has_many :projects, through: :memberships
  has_many :memberships

  def to_param
    username
  end

  def admin?
    admin
  end
end
`;

export const USER_RB_DISPLAY_NAME = `# frozen_string_literal: true

class User < ApplicationRecord
  validates :username, presence: true, uniqueness: true
  validates :email, presence: true
  validates :name, length: { maximum: 255 }

  has_many :projects, through: :memberships
  has_many :memberships

  def to_param
    username
  end

  def admin?
    admin
  end

  # The name people see: the full name when there is one, else the username.
  def display_name
    name.presence || username
  end
end
`;

export const APPLICATION_CSS = `:root {
  --gl-text-color: #333238;
  --gl-link-color: #1f75cb;
}

body {
  margin: 0;
  font-family: "GitLab Sans", -apple-system, sans-serif;
  color: var(--gl-text-color);
}

.profile-header {
  display: flex;
  align-items: center;
  gap: 8px;
}

.profile-header .avatar {
  width: 48px;
  height: 48px;
  border-radius: 50%;
}
`;

export const APPLICATION_CSS_DISPLAY_NAME = APPLICATION_CSS.replace(
  '.profile-header .avatar {',
  `.profile-header .display-name {
  font-weight: 600;
  font-size: 1.25rem;
}

.profile-header .avatar {`,
);

/** The same rules, re-indented with tabs and a trailing space: a whitespace-only change. */
export const APPLICATION_CSS_WHITESPACE = APPLICATION_CSS.replace(/^ {2}/gm, '\t').replace('gap: 8px;', 'gap: 8px; ');

export const FORMAT_TS = `/** Formats a count the way the UI shows it: 1,234 and 99+ past the limit. */
export function formatCount(count: number, limit?: number): string {
  if (limit !== undefined && count > limit) return \`\${limit}+\`;
  return count.toLocaleString('en-US');
}

/** Pluralises a noun for a count: 1 issue, 2 issues. */
export function pluralize(count: number, singular: string, plural = \`\${singular}s\`): string {
  return \`\${formatCount(count)} \${count === 1 ? singular : plural}\`;
}
`;

export const FORMAT_TS_WHITESPACE = FORMAT_TS.replace('{\n  if (limit', '{  \n    if (limit').replace('\n  return count', '\n    return count');

export const GREETER_TS = `import { pluralize } from './format';

export interface Person {
  username: string;
  name?: string;
}

export function greet(person: Person, unread: number): string {
  return \`Welcome back, @\${person.username}! You have \${pluralize(unread, 'unread to-do')}.\`;
}
`;

export const GREETER_TS_DISPLAY_NAME = `import { displayName } from './display_name';
import { pluralize } from './format';

export interface Person {
  username: string;
  name?: string;
}

export function greet(person: Person, unread: number): string {
  return \`Welcome back, \${displayName(person)}! You have \${pluralize(unread, 'unread to-do')}.\`;
}
`;

export const DISPLAY_NAME_TS = `import type { Person } from './greeter';

/** The name people see: the full name when there is one, else the username with an @. */
export function displayName(person: Person): string {
  const name = person.name?.trim();
  return name ? name : \`@\${person.username}\`;
}
`;

export const REPORT_PY = `"""Prints a weekly activity report for a project."""

import sys
from collections import Counter


def summarize(events):
    counts = Counter(event["action"] for event in events)
    return ", ".join(f"{action}: {count}" for action, count in sorted(counts.items()))


def main(path):
    with open(path) as handle:
        events = [line.strip().split(",") for line in handle if line.strip()]
    print(summarize({"action": action, "user": user} for user, action in events))


if __name__ == "__main__":
    main(sys.argv[1])
`;

export const REPORT_PY_DISPLAY_NAME = REPORT_PY.replace(
  'def main(path):',
  `def top_users(events, limit=3):
    counts = Counter(event["user"] for event in events)
    return [user for user, _ in counts.most_common(limit)]


def main(path):`,
).replace(
  '    print(summarize({"action": action, "user": user} for user, action in events))',
  `    rows = [{"action": action, "user": user} for user, action in events]
    print(summarize(rows))
    print("Most active:", ", ".join(top_users(rows)))`,
);

export const LEGACY_UTILS_PY = `"""Helpers shared by the scripts."""

import os


def env(name, default=None):
    return os.environ.get(name, default)


def slugify(text):
    return "-".join(text.lower().split())


def chunks(items, size):
    """Splits a list into lists of at most \`size\` items."""
    return [items[i : i + size] for i in range(0, len(items), size)]


def read_lines(path):
    """The non-empty lines of a text file, without their line endings."""
    with open(path, encoding="utf-8") as handle:
        return [line.rstrip("\\n") for line in handle if line.strip()]
`;

export const UTILS_PY = LEGACY_UTILS_PY.replace(
  'def slugify(text):\n    return "-".join(text.lower().split())',
  'def slugify(text):\n    return "-".join(word.strip(".,!?") for word in text.lower().split())',
);

export const MAIN_GO = `package main

import (
	"fmt"
	"log"
	"net/http"
)

func hello(w http.ResponseWriter, r *http.Request) {
	fmt.Fprintf(w, "Hello, %s!\\n", r.URL.Query().Get("name"))
}

func main() {
	http.HandleFunc("/hello", hello)
	log.Fatal(http.ListenAndServe(":8080", nil))
}
`;

export const MAIN_GO_DISPLAY_NAME = MAIN_GO.replace(
  'func hello(w http.ResponseWriter, r *http.Request) {\n\tfmt.Fprintf(w, "Hello, %s!\\n", r.URL.Query().Get("name"))\n}',
  'func hello(w http.ResponseWriter, r *http.Request) {\n\tname := r.URL.Query().Get("name")\n\tif name == "" {\n\t\tname = "stranger"\n\t}\n\tfmt.Fprintf(w, "Hello, %s!\\n", name)\n}',
);

export const MAIN_GO_HEALTH = MAIN_GO.replace(
  'func main() {\n\thttp.HandleFunc("/hello", hello)',
  'func health(w http.ResponseWriter, _ *http.Request) {\n\tw.WriteHeader(http.StatusOK)\n\tfmt.Fprintln(w, "ok")\n}\n\nfunc main() {\n\thttp.HandleFunc("/hello", hello)\n\thttp.HandleFunc("/-/health", health)',
);

export const CACHE_GO = `package main

import (
	"sync"
	"time"
)

// cache keeps answers for a while; an experiment, not wired in yet.
type cache struct {
	mu      sync.Mutex
	entries map[string]entry
	ttl     time.Duration
}

type entry struct {
	value   string
	expires time.Time
}

func (c *cache) get(key string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	found, ok := c.entries[key]
	if !ok || time.Now().After(found.expires) {
		return "", false
	}
	return found.value, true
}
`;

export const GO_MOD = 'module gitlab.example.com/gitlab-org/gitlab\n\ngo 1.21\n';

export const SETUP_MD = `# Setup

1. Install Ruby 3.2, Node.js 20 and Go 1.21.
2. Run \`bin/setup\`.
3. Start the server with \`go run ./cmd/server\`.
`;

export const OLD_RELEASE_MD = `# Release process (old)

We no longer cut releases by hand; see the CI pipeline instead.

1. Bump the version.
2. Tag the commit.
3. Announce it on the mailing list.
`;

export const DEPLOY_SH = `#!/bin/sh
set -eu
echo "Deploying $(git rev-parse --short HEAD) to \${1:-production}"
`;

export const PRODUCTION_YML = `server:
  port: 8080
  workers: 4
`;

export const CURRENT_YML = `# The configuration in use: a file of its own now (it was a link to production.yml).
server:
  port: 8080
  workers: 2
`;

export const CHANGELOG_MD = `# Changelog

## 1.1 (unreleased)

- Profiles show avatars.

## 1.0

- First release.
`;

export const CHANGELOG_MD_MAIN = CHANGELOG_MD.replace('- Profiles show avatars.', '- Profiles show avatars.\n- Faster project search.');
export const CHANGELOG_MD_CONFLICT = CHANGELOG_MD.replace('- Profiles show avatars.', '- Profiles show avatars and display names.');

export const CONTRIBUTING_MD = `# Contributing

Thank you for considering a contribution! Please open an issue first for big changes, and make sure
the tests pass before you send a merge request.

Every merge request needs a reviewer from the maintainers of the area it touches.
`;

export const CONTRIBUTING_MD_TYPO = CONTRIBUTING_MD.replace('Thank you for considering', 'Thanks for considering').replace('the tests pass', 'all tests pass');

export const SEARCH_TS_V1 = `export interface Searchable {
  title: string;
}

export function search<T extends Searchable>(items: T[], term: string): T[] {
  return items.filter((item) => item.title.includes(term));
}
`;

export const SEARCH_TS_V3 = `export interface Searchable {
  title: string;
  description?: string;
}

/** Items whose title or description contains every word of \`term\`, ignoring case. */
export function search<T extends Searchable>(items: T[], term: string): T[] {
  const words = term.toLowerCase().split(/\\s+/).filter(Boolean);
  return items.filter((item) => {
    const text = \`\${item.title} \${item.description ?? ''}\`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
`;

export const SEARCH_TEST_TS = `import { describe, expect, it } from 'vitest';
import { search } from './search';

describe('search', () => {
  it('finds items by title', () => {
    expect(search([{ title: 'Fix login' }, { title: 'Add search' }], 'search')).toEqual([{ title: 'Add search' }]);
  });
});
`;

export const SEARCH_TEST_TS_V3 = SEARCH_TEST_TS.replace(
  '  });\n});',
  `  });

  it('ignores case and matches every word', () => {
    expect(search([{ title: 'Fix Login page' }], 'login fix')).toEqual([{ title: 'Fix Login page' }]);
  });
});`,
);

export const GITIGNORE = 'node_modules/\n/tmp/\n*.log\n';
