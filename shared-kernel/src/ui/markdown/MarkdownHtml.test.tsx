// @vitest-environment jsdom
import 'shared-kernel/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MARKDOWN_CSS, MARKDOWN_STYLESHEET_HREF } from './markdownCss';
import { MarkdownHtml } from './MarkdownHtml';

afterEach(cleanup);

describe('MarkdownHtml', () => {
  it('renders the HTML in a .md container and puts the stylesheet in the head once', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <>
        <MarkdownHtml ref={ref} aria-label="First" className="note-text" html="<p>One <code>x</code></p>" />
        <MarkdownHtml aria-label="Second" html="<ul><li class='task-list-item'><input type='checkbox'> task</li></ul>" />
      </>,
    );
    expect(screen.getByLabelText('First').className).toBe('md note-text');
    expect(ref.current?.querySelector('code')?.textContent).toBe('x');
    expect(screen.getByLabelText('Second').className).toBe('md');
    const sheets = document.querySelectorAll(`style[data-href="${MARKDOWN_STYLESHEET_HREF}"], style[href="${MARKDOWN_STYLESHEET_HREF}"]`);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toBe(MARKDOWN_CSS);
  });

  it('styles what the issue asks for: tables, code, quotes, bullet-less task lists with inline checkboxes, highlighting', () => {
    for (const rule of ['.md table', '.md pre', '.md :not(pre)>code', '.md blockquote', 'li.task-list-item', 'ul[data-type=taskList]>li{display:flex', '.md pre .k', '.md a{']) {
      expect(MARKDOWN_CSS).toContain(rule);
    }
  });
});
