// @healthdeck/widgets imports its stylesheets as text (`./x.css?inline`, a Vite feature). This
// package has no Vite of its own, so tell TypeScript what such an import is when it checks
// widgets' source through our imports.
declare module '*?inline' {
  const css: string;
  export default css;
}
