import { useEffect, type HTMLAttributes, type Ref } from 'react';
import { defineGlEmoji } from '../emoji/emojiImages';
import { MARKDOWN_CLASS } from './markdownCss';
import { MarkdownStyles } from './MarkdownStyles';

/** Props of {@link MarkdownHtml}: a div's attributes plus the server's HTML. */
export interface MarkdownHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> {
  /** HTML the server rendered and sanitised (`*_html`): trusted as such. */
  html: string;
  ref?: Ref<HTMLDivElement>;
}

/** Rendered markdown in a `.md` container, with the kernel's markdown stylesheet and emoji images where needed. */
export function MarkdownHtml({ html, className, ...rest }: MarkdownHtmlProps) {
  // `<gl-emoji>` shows an image where the system has no colour glyph (defining it upgrades those rendered).
  useEffect(defineGlEmoji, []);
  return (
    <>
      <MarkdownStyles />
      <div {...rest} className={className ? `${MARKDOWN_CLASS} ${className}` : MARKDOWN_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
