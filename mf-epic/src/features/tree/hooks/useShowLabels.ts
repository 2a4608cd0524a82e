import { createContext, useContext } from 'react';

/** Whether the tree's rows show their labels (the tree view's toggle-labels control; on by default). */
export const ShowLabelsContext = createContext(true);

export function useShowLabels(): boolean {
  return useContext(ShowLabelsContext);
}
