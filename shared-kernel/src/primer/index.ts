// The Primer components the platform uses, one copy per page. A shared module is never tree-shaken, so
// sharing `@primer/react` itself put its whole index on every page (~165 KB gzip); this subpath is the
// shared singleton instead, with Primer bundled into it and tree-shaken to exactly these exports. The
// shell, the remotes, issuable-ui and the kernel's own UI import Primer from here only (the eslint rule
// `no-restricted-imports` says so). A component the platform starts to use is added here: a kernel minor
// (docs/architecture.md, "Primer").
export {
  ActionList,
  ActionMenu,
  AnchoredOverlay,
  Avatar,
  Banner,
  BaseStyles,
  Breadcrumbs,
  Button,
  ButtonGroup,
  Checkbox,
  ConfirmationDialog,
  CounterLabel,
  Dialog,
  Flash,
  FormControl,
  Heading,
  IconButton,
  Label,
  Link,
  LinkButton,
  NavList,
  Pagination,
  Popover,
  ProgressBar,
  Radio,
  RadioGroup,
  RelativeTime,
  SegmentedControl,
  Select,
  SelectPanel,
  SkeletonBox,
  Spinner,
  Stack,
  StateLabel,
  Text,
  TextInput,
  Textarea,
  ToggleSwitch,
  Token,
  Tooltip,
  UnderlineNav,
} from '@primer/react';
export type { SelectPanelItemInput } from '@primer/react';
// The platform's ThemeProvider is Primer's `next` one (the shell's and every remote's root render it).
export { ThemeProvider } from '@primer/react/next';
