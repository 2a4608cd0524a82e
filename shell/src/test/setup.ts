import '@testing-library/jest-dom/vitest';

// jsdom has no layout: navigation scrolls to the top, which jsdom only logs as unimplemented.
window.scrollTo = () => {};
