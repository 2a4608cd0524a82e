import { ActionList, ActionMenu, Avatar, Button, Link } from '@primer/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signOut } from 'shared-kernel/api';
import { useSession } from 'shared-kernel/react';
import { getShortcutRegistry } from 'shared-kernel/shortcuts';
import { TodosCounter } from './TodosCounter';

/** Top bar: product name, the signed-in user's to-do counter and the user menu (sign in, or the signed-in user with sign out). */
export function TopBar() {
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
      <a className="brand" href="/" aria-label="Platform home">
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span>Platform</span>
      </a>
      <span className="spacer" />
      {user ? <TodosCounter key={user.id} /> : null}
      {user ? (
        <ActionMenu>
          <ActionMenu.Anchor>
            <Button variant="invisible" aria-label={`User menu for ${user.name}`} leadingVisual={() => <Avatar src={user.avatar_url ?? '/favicon.svg'} size={20} alt="" />}>
              {user.username}
            </Button>
          </ActionMenu.Anchor>
          <ActionMenu.Overlay>
            <ActionList>
              <ActionList.Group>
                <ActionList.GroupHeading>{user.name}</ActionList.GroupHeading>
                <ActionList.Item disabled>@{user.username}</ActionList.Item>
              </ActionList.Group>
              <ActionList.Divider />
              {user.is_admin && <ActionList.LinkItem href="/-/modules">Modules</ActionList.LinkItem>}
              <ActionList.LinkItem href="/-/profile/personal_access_tokens">Access tokens</ActionList.LinkItem>
              <ActionList.Item onSelect={() => getShortcutRegistry().toggleHelp()}>Keyboard shortcuts</ActionList.Item>
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
