import { configure } from '@testing-library/dom';

// The widget tests render Primer in jsdom; on a busy machine (npm test runs two workspaces at a time on
// two cores) the first render of a file takes longer than findBy's 1 s default.
configure({ asyncUtilTimeout: 5_000 });
