import { createElement, StrictMode, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
// ThemeProvider is Primer's `next` one: the same themed element and colour modes, without deep-merging the whole JS
// theme (every colour scheme) on each mount, which nothing here reads (components style by CSS variables).
import { BaseStyles, ThemeProvider } from 'shared-kernel/primer';
import { configurePlatform } from 'shared-kernel/api';

/** Where the platform's API lives, for a page that is not the shell (defaults: the page's own origin). */
export interface RemotePlatformOptions {
  /** e.g. `http://localhost:3000`; the API must allow the page's origin with credentials. */
  apiBaseUrl?: string;
  /** e.g. `ws://localhost:3000/api/graphql`; derived from `apiBaseUrl` when omitted. */
  graphqlWsUrl?: string;
}

/** Props of a remote's `mount`: the component's props plus the platform's endpoints. */
export type MountProps<Props> = Props & { platform?: RemotePlatformOptions };

/** What `mount` returns. */
export interface MountedRemote<Props> {
  /** Re-renders with new props (a new `platform` is applied first); does nothing after `unmount`. */
  update(props: Props): void;
  /** Unmounts and restores the element's attributes; further calls do nothing. */
  unmount(): void;
}

/** The framework-neutral entry integrators call: `mount(element, props) → { update, unmount }`. */
export type MountFunction<Props> = (element: HTMLElement, props: Props) => MountedRemote<Props>;

/** The team's standalone page, loaded only by `bootstrap` (so integrators never download it). */
export type StandaloneLoader = () => Promise<ComponentType | { default: ComponentType }>;

/** The props a component takes. */
export type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Props of a remote with several pages: each page's props, and `page` to choose (the default page may omit it). */
export type PagesMountProps<Pages extends Record<string, ComponentType<never>>, Default extends keyof Pages> = {
  [K in keyof Pages]: PropsOf<Pages[K]> & (K extends Default ? { page?: K } : { page: K });
}[keyof Pages];

interface CommonOptions {
  /** The Module Federation container name, e.g. `mf_trial`. */
  name: string;
  /** The standalone page `bootstrap` renders: `() => import('../pages/StandalonePage').then((m) => m.StandalonePage)`. */
  standalone?: StandaloneLoader;
}

/** A remote whose `mount` renders one component (`app`). */
export interface AppRemoteOptions<App extends ComponentType<never>> extends CommonOptions {
  app: App;
}

/** A remote whose `mount` renders one of several `pages`, chosen by the `page` prop (default `defaultPage`). */
export interface PagesRemoteOptions<Pages extends Record<string, ComponentType<never>>, Default extends keyof Pages & string> extends CommonOptions {
  pages: Pages;
  defaultPage: Default;
}

/** What {@link createRemote} gives a remote for its entry points. */
export interface Remote<Props> {
  readonly name: string;
  /** For `exposes/mount.ts`: renders into `element` with its own React root, Primer theme (light) and styles. */
  mount: MountFunction<MountProps<Props>>;
  /**
   * For `bootstrap.tsx` (behind the async boundary of `index.ts`): renders the standalone page, themed,
   * into `element` (default `#root`). Resolves once it is rendered.
   */
  bootstrap(element?: HTMLElement | null): Promise<void>;
}

const THEME_ATTRIBUTES = { 'data-color-mode': 'light', 'data-light-theme': 'light', 'data-dark-theme': 'dark' } as const;

function themed(child: ReactElement): ReactElement {
  return createElement(ThemeProvider, { colorMode: 'light' }, createElement(BaseStyles, null, child));
}

type AnyProps = Record<string, unknown> & { platform?: RemotePlatformOptions; page?: string };

function mountWith(render: (props: AnyProps) => ReactElement): MountFunction<AnyProps> {
  return (element, props) => {
    const previousAttributes = Object.keys(THEME_ATTRIBUTES).map((name) => [name, element.getAttribute(name)] as const);
    for (const [name, value] of Object.entries(THEME_ATTRIBUTES)) element.setAttribute(name, value);
    if (props.platform) configurePlatform(props.platform);
    const root = createRoot(element);
    let mounted = true;
    root.render(themed(render(props)));
    return {
      update(next) {
        if (!mounted) return;
        if (next.platform) configurePlatform(next.platform);
        root.render(themed(render(next)));
      },
      unmount() {
        if (!mounted) return;
        mounted = false;
        root.unmount();
        for (const [name, value] of previousAttributes) {
          if (value === null) element.removeAttribute(name);
          else element.setAttribute(name, value);
        }
      },
    };
  };
}

async function renderStandalone(load: StandaloneLoader | undefined, name: string, element: HTMLElement | null): Promise<void> {
  if (!load) throw new Error(`${name} has no standalone page`);
  if (!element) return;
  const loaded = await load();
  const Page = 'default' in loaded ? loaded.default : loaded;
  createRoot(element).render(createElement(StrictMode, null, themed(createElement(Page))));
}

/**
 * One helper for a remote's three entry points (Backstage's `createFrontendPlugin`, for Module
 * Federation): the framework-neutral `mount` of `exposes/mount.ts` and the standalone page of
 * `bootstrap.tsx`. The async boundary stays in `index.ts` (`import('./bootstrap')`). `mount` passes its
 * props, without `platform` (applied with `configurePlatform`) and `page`, to the component.
 */
export function createRemote<App extends ComponentType<never>>(options: AppRemoteOptions<App>): Remote<PropsOf<App>>;
export function createRemote<Pages extends Record<string, ComponentType<never>>, Default extends keyof Pages & string>(
  options: PagesRemoteOptions<Pages, Default>,
): Remote<PagesMountProps<Pages, Default>>;
export function createRemote(
  options: AppRemoteOptions<ComponentType<never>> | PagesRemoteOptions<Record<string, ComponentType<never>>, string>,
): Remote<unknown> {
  const pick = (props: AnyProps): ComponentType<Record<string, unknown>> => {
    if ('app' in options) return options.app as ComponentType<Record<string, unknown>>;
    const chosen = props.page !== undefined && Object.hasOwn(options.pages, props.page) ? props.page : options.defaultPage;
    return options.pages[chosen] as ComponentType<Record<string, unknown>>;
  };
  const render = (props: AnyProps) => {
    const { platform: _platform, page: _page, ...componentProps } = props;
    return createElement(pick(props), componentProps);
  };
  return {
    name: options.name,
    mount: mountWith(render) as MountFunction<MountProps<unknown>>,
    bootstrap: (element = document.getElementById('root')) => renderStandalone(options.standalone, options.name, element),
  };
}
