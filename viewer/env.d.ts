// Stylesheets are bundled by esbuild.
declare module '*.css';
declare module 'docsgen:code-translations' {
  const messages: Record<string, string>;
  export default messages;
}
