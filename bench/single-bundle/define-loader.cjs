// __MODULE_NAME__ / __MODULE_VERSION__ per package, as each federated build defines them (the bus's
// sources stay mf_issue, mf_notes, …, so the modules still tell their own events from the others').
// Options: `root` (the repository) and `packages` ({ folder: { name, version } }), from rspack.config.mjs.
module.exports = function defineLoader(source) {
  const { root, packages } = this.getOptions();
  const folder = this.resourcePath.slice(root.length + 1).split(/[\\/]/)[0];
  const own = packages[folder];
  if (!own || !source.includes('__MODULE_')) return source;
  return source.replace(/\b__MODULE_NAME__\b/g, JSON.stringify(own.name)).replace(/\b__MODULE_VERSION__\b/g, JSON.stringify(own.version));
};
