/** Constants defined by the suite's webpack build (shared/build/webpack-app.cjs). */
declare const __APP_VERSION__: string;
declare const __APP_NAME__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/** hls.js's light build ships without its own declaration file; the player types what it uses (use-hls.ts). */
declare module 'hls.js/light' {
  const Hls: unknown;
  export default Hls;
}
