import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useDescriptionAnchor } from './useDescriptionAnchor';

function Description({ html }: { html: string }) {
  const container = useRef<HTMLDivElement>(null);
  useDescriptionAnchor(container, html);
  return <div ref={container} dangerouslySetInnerHTML={{ __html: html }} />;
}

const HTML = '<h2 id="user-content-setup">Setup</h2><p><a name="note_5"></a>Not a note</p><p id="plain">Plain</p>';

describe('useDescriptionAnchor', () => {
  it('scrolls to an anchor of the description named by the hash, on load and on every change', () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.id || this.getAttribute('name') || '');
    });
    window.location.hash = '#setup';
    render(<Description html={HTML} />);
    expect(scrolled).toEqual(['user-content-setup']);
    act(() => {
      window.location.hash = '#plain';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(scrolled).toEqual(['user-content-setup', 'plain']);
  });

  it('waits for the anchor, follows it once, and leaves the reader alone on later description updates', () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    window.location.hash = '#plain';
    const { rerender } = render(<Description html="<p>Loading</p>" />);
    expect(scrolled).toEqual([]);
    rerender(<Description html={HTML} />);
    expect(scrolled).toEqual(['plain']);
    rerender(<Description html={`${HTML}<p>A live edit</p>`} />);
    expect(scrolled).toEqual(['plain']);
    window.location.hash = '';
  });

  it('leaves the notes area its hashes, even when the description has such an anchor', () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    window.location.hash = '#note_5';
    render(<Description html={HTML} />);
    act(() => {
      window.location.hash = '#diff-content-abc';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(scroll).not.toHaveBeenCalled();
    window.location.hash = '';
  });
});
