// The embed build's virtual module (scripts/embed-element-loaders.ts): each registered tag and the
// import of its element module (src/widgets/<folder>/element.tsx).
declare module 'virtual:healthdeck/element-loaders' {
  const loaders: Readonly<Record<`hd-${string}`, () => Promise<{ define(): CustomElementConstructor }>>>;
  export default loaders;
}
