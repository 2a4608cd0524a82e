import type { HTMLAttributes, Ref } from 'react';
import { MARKDOWN_CLASS } from './markdownCss';
import { MarkdownStyles } from './MarkdownStyles';

/** Props of {@link MarkdownHtml}: a div's attributes plus the server's HTML. */
export interface MarkdownHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> {
  /** HTML the server rendered and sanitised (`*_html`): trusted as such. */
  html: string;
  ref?: Ref<HTMLDivElement>;
}

/** Rendered markdown in a `.md` container, with the kernel's markdown stylesheet. */
export function MarkdownHtml({ html, className, ...rest }: MarkdownHtmlProps) {
  return (
    <>
      <MarkdownStyles />
      <div {...rest} className={className ? `${MARKDOWN_CLASS} ${className}` : MARKDOWN_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
