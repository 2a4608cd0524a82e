import { MARKDOWN_CSS, MARKDOWN_STYLESHEET_HREF } from './markdownCss';

/**
 * The markdown stylesheet as a React 19 hoisted `<style>`: rendered anywhere, it goes to the document's head
 * once per page (deduplicated by its `href`), however many remotes and editors render it.
 */
export function MarkdownStyles() {
  return (
    <style href={MARKDOWN_STYLESHEET_HREF} precedence="default">
      {MARKDOWN_CSS}
    </style>
  );
}
