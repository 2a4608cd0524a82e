// Writes into the shell's index.html a preload hint for every file its start-up loads from its own
// origin: the `./bootstrap` chunk (behind the async boundary of src/index.ts) and the chunks of the
// shared libraries the shell provides (react, react-dom, @primer/react, the kernel's entry points…).
// Without them the browser discovers these files only once main.js has downloaded and run. As the
// shell is the first container on its page, the runtime takes its own providers for them (strategy
// 'loaded-first'): these are the files the page loads, no other copy. The remotes' files are hinted
// per page at serve time (runner/src/pageHints.ts), since the registry names them; so is the page
// of slots' chunk, which the plugin names in a meta element for the runner.
import { rspack } from '@rspack/core';
import { isStartUpProvider } from './bootLibraries.mjs';

const PLUGIN = 'PreloadBootPlugin';

/** True for a chunk group an entry chunk loads at start-up: the bootstrap import, or a shared library's provider. */
export function isBootGroup(group, forPageOnly) {
  return (group.origins ?? []).some(({ request, module }) => {
    const identifier = module?.identifier?.() ?? '';
    if (request === './bootstrap' && /[\\/]src[\\/]index\.ts$/.test(identifier)) return true;
    return isStartUpProvider(identifier, forPageOnly);
  });
}

/** True for the chunk group of a shared library's provider that start-up loads (not the `./bootstrap` import). */
export function isStartUpProviderGroup(group, forPageOnly) {
  return (group.origins ?? []).some(({ module }) => isStartUpProvider(module?.identifier?.() ?? '', forPageOnly));
}

/** True for the chunk group of the page of slots (`import('./pages/SlotPage')`, from bootstrap or the routes). */
function isSlotPageGroup(group) {
  return (group.origins ?? []).some(({ request }) => typeof request === 'string' && /(^|\/)pages\/SlotPage$/.test(request));
}

export class PreloadBootPlugin {
  /** @param {{ forPageOnly?: Set<string> }} [options] libraries the shell provides for its page's remotes only (not start-up's) */
  constructor({ forPageOnly = new Set() } = {}) {
    this.forPageOnly = forPageOnly;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(PLUGIN, async (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : String(compilation.outputOptions.publicPath ?? '/');
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          if (!isBootGroup(group, this.forPageOnly)) continue;
          for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
        }
        // Stylesheets first (they block rendering), then scripts; same-origin chunks load without CORS mode.
        const links = [...files]
          .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')) || a.localeCompare(b))
          .map((file) => `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`)
          .join('');
        // The page of slots is not on every page: the runner hints it for an address that shows one
        // (runner/src/shellPage.ts reads this meta element).
        const slotPage = new Set();
        for (const group of compilation.chunkGroups) {
          if (!isSlotPageGroup(group)) continue;
          for (const file of group.getFiles()) if (/\.(js|css)$/.test(file) && !files.has(file)) slotPage.add(`${publicPath}${file}`);
        }
        const meta = slotPage.size > 0 ? `<meta name="platform-slot-page-files" content="${[...slotPage].sort().join(' ')}">` : '';
        data.html = data.html.replace('</head>', `${links}${meta}</head>`);
        // The entry script (deferred, so Low priority by default) is what runs all of the above: it must
        // not arrive after the files it loads.
        data.html = data.html.replace(/<script defer(?= src=)/g, '<script defer fetchpriority="high"');
        return data;
      });
    });
  }
}
