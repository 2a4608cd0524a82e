import { useState, type FormEvent } from 'react';
import { Button, Flash, Heading, Spinner, Text, TextInput, UnderlineNav } from 'shared-kernel/primer';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSearchScope, SEARCH_SCOPES, useSearchScope, type SearchScope } from '../features/search/api/search';
import { SearchResult } from '../features/search/components/SearchResult';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const PER_PAGE = 20;

function searchHref(term: string, scope: SearchScope, page = 1): string {
  const params = new URLSearchParams({ search: term, scope });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

function ScopeTab({ scope, label, term, selected }: { scope: SearchScope; label: string; term: string; selected: boolean }) {
  const count = useSearchScope(scope, term, { perPage: 1 });
  const total = count.status === 'success' ? count.data.total : undefined;
  return (
    <UnderlineNav.Item href={searchHref(term, scope)} aria-current={selected ? 'page' : undefined} counter={total}>
      {label}
    </UnderlineNav.Item>
  );
}

function Results({ scope, term, page }: { scope: SearchScope; term: string; page: number }) {
  const results = useSearchScope(scope, term, { page, perPage: PER_PAGE });
  const label = SEARCH_SCOPES.find((entry) => entry.scope === scope)?.label ?? scope;
  if (results.status === 'pending') return <Spinner aria-label="Loading results" />;
  if (results.status === 'error') return <Flash variant="danger">{results.error.message}</Flash>;
  const { items, total } = results.data;
  if (items.length === 0) {
    return (
      <Text as="p" className="meta">
        We couldn&apos;t find any {label.toLowerCase()} matching <strong>{term}</strong>.
      </Text>
    );
  }
  const pages = Math.ceil(total / PER_PAGE);
  return (
    <section aria-label={`${label} results`}>
      <Text as="p" className="meta">
        Showing {(page - 1) * PER_PAGE + 1} - {(page - 1) * PER_PAGE + items.length} of {total} {label.toLowerCase()} for <strong>{term}</strong>
      </Text>
      <ul className="card-list">
        {items.map((item) => (
          <SearchResult key={item.id} scope={scope} item={item} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pagination" className="pagination">
          {page > 1 && <a href={searchHref(term, scope, page - 1)}>Prev</a>}
          <span className="meta">
            Page {page} of {pages}
          </span>
          {page < pages && <a href={searchHref(term, scope, page + 1)}>Next</a>}
        </nav>
      )}
    </section>
  );
}

/**
 * `/search?search=…&scope=…&page=…`: the results of one scope, with a tab per scope showing its
 * count (GitLab's search page). Only what the reader may see is found (the API's rule).
 */
export function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const term = (params.get('search') ?? '').trim();
  const requested = params.get('scope');
  const scope: SearchScope = isSearchScope(requested) ? requested : 'projects';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(term);
  useDocumentTitle(term ? `${term} · Search` : 'Search');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) void navigate(searchHref(draft.trim(), scope));
  };

  return (
    <div className="page">
      <Heading as="h1">Search</Heading>
      <form role="search" aria-label="Search page" onSubmit={submit} className="search-form">
        <TextInput aria-label="Search for projects, issues, groups and users" value={draft} onChange={(event) => setDraft(event.target.value)} block />
        <Button type="submit">Search</Button>
      </form>
      {term ? (
        <>
          <UnderlineNav aria-label="Search scopes">
            {SEARCH_SCOPES.map((entry) => (
              <ScopeTab key={entry.scope} scope={entry.scope} label={entry.label} term={term} selected={entry.scope === scope} />
            ))}
          </UnderlineNav>
          <Results key={`${scope}:${term}:${page}`} scope={scope} term={term} page={page} />
        </>
      ) : (
        <Text as="p" className="meta">
          Search for projects, issues, groups and users. Find an issue by its reference too: <code>#12</code> or <code>group/project#12</code>.
        </Text>
      )}
    </div>
  );
}
