/** Set by the build (DefinePlugin) and by vitest.config.ts. */
declare const __MODULE_VERSION__: string;
declare const __MODULE_NAME__: string;

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}
