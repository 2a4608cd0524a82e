// The page's "first content on screen" signal: the parts of the first screen hold it while they load;
// secondary work (the top bar's counters, navigation widgets, awards, linked items, live updates)
// starts after it. One per document, in a global slot like the bus, so every remote shares it.
// React bindings: `useFirstContentHold` and `useAfterFirstContent` in `shared-kernel/react`.
export {
  afterFirstContent,
  FIRST_CONTENT_MAX_WAIT_MS,
  holdFirstContent,
  isFirstContentShown,
  markFirstContentShown,
  resetFirstContent,
  whenFirstContent,
} from './firstContent';
