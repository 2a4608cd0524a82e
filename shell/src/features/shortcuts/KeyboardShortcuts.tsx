import { lazy, Suspense, useEffect, useState } from 'react';
import { getShortcutRegistry } from 'shared-kernel/shortcuts';
import { useShortcut } from 'shared-kernel/react';
import { useNavigate } from 'react-router-dom';

// The dialog is its own chunk: the first view never downloads it.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })));

/**
 * The page-wide keyboard shortcuts the shell owns: `?` opens the help dialog (listing what every
 * remote registered, with per-user rebinding), and the global navigation keys. `projectPath` enables
 * the project's own keys (`g i`).
 */
export function KeyboardShortcuts({ projectPath }: { projectPath?: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(() => getShortcutRegistry().onHelpToggle(() => setOpen((current) => !current)), []);

  useShortcut('go-to-your-projects', () => void navigate('/dashboard/projects'), { scope: 'global' });
  useShortcut('go-to-your-groups', () => void navigate('/dashboard/groups'), { scope: 'global' });
  useShortcut('go-to-your-issues', () => void navigate('/dashboard/issues'), { scope: 'global' });
  useShortcut('go-to-project-issues', () => void navigate(`/${projectPath}/-/issues`), { scope: 'navigation', enabled: Boolean(projectPath) });

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
