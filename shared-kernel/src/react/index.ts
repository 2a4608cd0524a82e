export { BREAKPOINT_MIN_WIDTHS, breakpointForWidth, type Breakpoint } from './breakpoints';
export { useEvent } from './useEvent';
export { useLocalStorage, type SetLocalStorageValue } from './useLocalStorage';
export { useMediaBreakpoint } from './useMediaBreakpoint';
export { usePublish, type PublishFn } from './usePublish';
export { useSession } from './useSession';
export { useShortcut, type UseShortcutOptions } from './useShortcut';
export { useQuery, type UseQueryOptions, type UseQueryResult } from './useQuery';
export { useMutation, type UseMutationOptions, type UseMutationResult } from './useMutation';
