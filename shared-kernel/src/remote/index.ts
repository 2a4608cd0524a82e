// A remote's entry points from one definition: `mount` for integrators and the standalone page.
export {
  createRemote,
  type AppRemoteOptions,
  type MountedRemote,
  type MountFunction,
  type MountProps,
  type PagesMountProps,
  type PagesRemoteOptions,
  type PropsOf,
  type Remote,
  type RemotePlatformOptions,
  type StandaloneLoader,
} from './createRemote';
