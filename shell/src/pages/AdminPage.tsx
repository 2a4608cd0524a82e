import { Heading, Spinner } from 'shared-kernel/primer';
import { useSession } from 'shared-kernel/react';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { NotFoundPage } from './NotFoundPage';

/**
 * `/admin`: the Admin Area's entry, listing its pages (instance settings, the module registry).
 * Administrators only; anyone else sees the 404 page, as GitLab answers them.
 */
export function AdminPage() {
  useDocumentTitle('Admin Area');
  const session = useSession();
  if (session.status !== 'ready' && !session.user) return <Spinner aria-label="Loading" />;
  if (!session.user?.is_admin) return <NotFoundPage />;
  return (
    <div className="page">
      <Heading as="h1">Admin Area</Heading>
      <nav aria-label="Admin Area">
        <ul>
          <li>
            <a href="/admin/application_settings/general">Settings: General</a> (sign-up restrictions)
          </li>
          <li>
            <a href="/-/modules">Modules</a> (the registry of remotes)
          </li>
        </ul>
      </nav>
    </div>
  );
}
