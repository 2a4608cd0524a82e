import { ActionList, ActionMenu, Avatar, Button, IconButton, Link } from 'shared-kernel/primer';
import { ThreeBarsIcon } from '@primer/octicons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signOut } from 'shared-kernel/api';
import { useSession } from 'shared-kernel/react';
import { getShortcutRegistry } from 'shared-kernel/shortcuts';
import { TodosCounter } from './TodosCounter';
import { AssignedIssuesCounter } from './AssignedIssuesCounter';
import { CreateMenu } from './CreateMenu';
import { TopBarSearch } from '../features/search/components/TopBarSearch';
import type { PageContext } from '../routing/pages';

/**
 * Top bar: product name, the search, and for the signed-in user the '+' create menu, the counts of
 * assigned issues and to-dos and the user menu (signed out: sign in).
 */
export function TopBar({ context, drawerOpen = false, onToggleDrawer }: { context: PageContext; drawerOpen?: boolean; onToggleDrawer?: () => void }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const user = session.user;

  const handleSignOut = async () => {
    await signOut();
    void navigate('/');
  };

  return (
    <header className="app-top" role="banner">
      {onToggleDrawer && (
        <IconButton
          className="nav-drawer-toggle"
          icon={ThreeBarsIcon}
          aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
          aria-expanded={drawerOpen}
          aria-controls="main-navigation"
          variant="invisible"
          onClick={onToggleDrawer}
        />
      )}
      <a className="brand" href="/" aria-label="Platform home">
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span>Platform</span>
      </a>
      <TopBarSearch />
      <span className="spacer" />
      {user ? <CreateMenu projectPath={context.projectPath} groupPath={context.groupPath} namespaceFullPath={context.namespaceFullPath} /> : null}
      {user ? <AssignedIssuesCounter key={`assigned-${user.id}`} /> : null}
      {user ? <TodosCounter key={user.id} /> : null}
      {user ? (
        <ActionMenu>
          <ActionMenu.Anchor>
            {/* The name contains the visible username (WCAG 2.5.3 "label in name"). */}
            <Button variant="invisible" aria-label={`User menu for ${user.name}, ${user.username}`} leadingVisual={() => <Avatar src={user.avatar_url ?? '/favicon.svg'} size={20} alt="" />}>
              <span className="user-menu-name">{user.username}</span>
            </Button>
          </ActionMenu.Anchor>
          <ActionMenu.Overlay>
            <ActionList>
              <ActionList.Group>
                <ActionList.GroupHeading>{user.name}</ActionList.GroupHeading>
                <ActionList.Item disabled>@{user.username}</ActionList.Item>
              </ActionList.Group>
              <ActionList.Divider />
              <ActionList.LinkItem href="/-/profile">Edit profile</ActionList.LinkItem>
              {user.is_admin && <ActionList.LinkItem href="/admin">Admin Area</ActionList.LinkItem>}
              {user.is_admin && <ActionList.LinkItem href="/-/modules">Modules</ActionList.LinkItem>}
              <ActionList.LinkItem href="/-/profile/personal_access_tokens">Access tokens</ActionList.LinkItem>
              <ActionList.Item onSelect={() => getShortcutRegistry().toggleHelp()}>Keyboard shortcuts</ActionList.Item>
              <ActionList.LinkItem href="/help">Help</ActionList.LinkItem>
              <ActionList.Item onSelect={handleSignOut}>Sign out</ActionList.Item>
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      ) : (
        session.status !== 'loading' &&
        location.pathname !== '/users/sign_in' && (
          <Link href={`/users/sign_in?redirect=${encodeURIComponent(location.pathname + location.search)}`}>Sign in</Link>
        )
      )}
    </header>
  );
}
