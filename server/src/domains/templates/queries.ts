import { listTree, readBlob, repositoryPath } from '../repositories/git.ts';

/** Where GitLab looks for issue description templates in a project's default branch. */
export const ISSUE_TEMPLATES_DIR = '.gitlab/issue_templates';
const DEFAULT_BRANCH = 'HEAD';

export interface TemplateEntry {
  key: string;
  name: string;
  sha: string;
}

/** The `.md` files of the template directory, sorted by name (GitLab's TemplateFinder). */
export async function issueTemplates(dataDir: string, projectFullPath: string): Promise<TemplateEntry[]> {
  const entries = await listTree(repositoryPath(dataDir, projectFullPath), DEFAULT_BRANCH, ISSUE_TEMPLATES_DIR);
  return entries
    .filter((entry) => entry.type === 'blob' && entry.name.endsWith('.md') && entry.name.length > 3)
    .map((entry) => ({ key: entry.name.slice(0, -3), name: entry.name.slice(0, -3), sha: entry.sha }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One template's content by key, or undefined (only names listed in the directory are ever read). */
export async function issueTemplate(dataDir: string, projectFullPath: string, key: string): Promise<{ name: string; content: string } | undefined> {
  const found = (await issueTemplates(dataDir, projectFullPath)).find((entry) => entry.key === key);
  if (!found) return undefined;
  return { name: found.name, content: await readBlob(repositoryPath(dataDir, projectFullPath), found.sha) };
}
