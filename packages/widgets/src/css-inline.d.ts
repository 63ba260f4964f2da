// Stylesheets imported as text (Vite `?inline`), adopted into the document or a shadow root. Declared
// here rather than through vite/client, whose ambient types clash with WebCrypto's in the crypto package.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
