import { useRef, useState, type FormEvent } from 'react';
import { Spinner, Text, TextInput } from 'shared-kernel/primer';
import { SearchIcon } from '@primer/octicons-react';
import { useNavigate } from 'react-router-dom';
import { useShortcut } from 'shared-kernel/react';
import { useSearchScope, type SearchScope } from '../api/search';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { SearchResult } from './SearchResult';

const SUGGESTED: readonly { scope: Exclude<SearchScope, 'users'>; label: string }[] = [
  { scope: 'projects', label: 'Projects' },
  { scope: 'groups', label: 'Groups' },
  { scope: 'issues', label: 'Issues' },
];

function Suggestions({ scope, label, term }: { scope: Exclude<SearchScope, 'users'>; label: string; term: string }) {
  const results = useSearchScope(scope, term, { perPage: 5 });
  if (results.status !== 'success' || results.data.items.length === 0) return null;
  return (
    <section aria-label={label}>
      <Text as="p" className="search-suggestions-heading">
        {label}
      </Text>
      <ul>
        {results.data.items.map((item) => (
          <SearchResult key={item.id} scope={scope} item={item} compact />
        ))}
      </ul>
    </section>
  );
}

/**
 * The top bar's search: `/` or `s` focuses it, typing suggests projects, groups and issues (an issue
 * also by `#12` or `group/project#12`), Enter opens the results page `/search?search=…`.
 */
export function TopBarSearch() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const settled = useDebouncedValue(term.trim(), 250);
  const probe = useSearchScope('projects', settled, { perPage: 5 });

  useShortcut(
    'focus-search',
    (event) => {
      event.preventDefault();
      input.current?.focus();
    },
    { scope: 'global', keys: ['/', 's'], description: 'Focus search', customizable: true },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    setOpen(false);
    input.current?.blur();
    void navigate(`/search?search=${encodeURIComponent(query)}`);
  };

  const showPanel = open && settled.length > 0;
  return (
    <form
      role="search"
      aria-label="Global search"
      className="top-search"
      onSubmit={submit}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        // Keep the panel while focus moves into it (a click on a suggestion).
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setOpen(false);
          input.current?.blur();
        }
      }}
    >
      <TextInput
        ref={input}
        type="search"
        aria-label="Search GitLab"
        placeholder="Search GitLab"
        leadingVisual={SearchIcon}
        trailingVisual={probe.isFetching ? () => <Spinner size="small" aria-label="Searching" /> : undefined}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoComplete="off"
        block
      />
      {showPanel && (
        <div className="search-suggestions" role="region" aria-label="Search suggestions">
          {SUGGESTED.map(({ scope, label }) => (
            <Suggestions key={scope} scope={scope} label={label} term={settled} />
          ))}
          <a className="search-all" href={`/search?search=${encodeURIComponent(settled)}`}>
            Search for “{settled}” everywhere
          </a>
        </div>
      )}
    </form>
  );
}
