import '@testing-library/jest-dom/vitest';
// jsdom lacks ResizeObserver, IntersectionObserver and the Popover API that Primer uses.
import 'shared-kernel/testing';

// jsdom has no layout: navigation scrolls to the top, which jsdom only logs as unimplemented.
window.scrollTo = () => {};
