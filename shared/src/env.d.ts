/** CSS Modules as compiled by shared/build/webpack-app.cjs (default export of class names). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
