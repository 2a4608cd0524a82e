declare const __MODULE_VERSION__: string;
declare const __MODULE_NAME__: string;
declare module '*.css';
