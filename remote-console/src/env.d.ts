/** Constants defined by the suite's webpack build (shared/build/webpack-app.cjs). */
declare const __APP_VERSION__: string;
declare const __APP_NAME__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
