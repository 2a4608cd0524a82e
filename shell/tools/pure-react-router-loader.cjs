// react-router's ESM build names its components at the top level (`Link.displayName = "Link"`) and
// wraps them in `React.forwardRef(...)` without a pure annotation. A bundler must keep such statements,
// and with them every component they name and all it uses (Link, NavLink, Form, data-router code: about
// 8 KB gzip of the first view) even when the shell uses none of them. Dropping the names (only React
// DevTools read them) and marking the wrappers pure lets tree-shaking remove what the shell does not use.
module.exports = function pureReactRouter(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
    .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
};
