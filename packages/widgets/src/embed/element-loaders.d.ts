// The embed build's virtual module (scripts/embed-element-loaders.ts): each registered tag and the
// import of its element module (src/widgets/<folder>/element.tsx), and the first data of the tags
// whose folder has a first-data.ts.
declare module 'virtual:healthdeck/element-loaders' {
  import type { FirstData } from '../registry/first-data';
  const loaders: Readonly<Record<`hd-${string}`, () => Promise<{ define(): CustomElementConstructor }>>>;
  export default loaders;
  export const firstData: Readonly<Record<`hd-${string}`, FirstData>>;
}
