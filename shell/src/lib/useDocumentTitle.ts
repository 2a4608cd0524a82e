import { useEffect } from 'react';

/** Sets the tab title GitLab style: "Page · Platform". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Platform` : 'Platform';
  }, [title]);
}
