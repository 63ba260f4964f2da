// React 19 gives a function component its `ref` as a prop, and our components rely on it (a field a
// form library registers passes its `ref` through `{...rest}` to its input); preact keeps `ref` off a
// function component's props unless it is wrapped in forwardRef. On the builds that run on
// preact/compat (the embed, the portal: react-on-preact.mjs) this hook gives it the prop, as React
// does. react-on-preact.mjs installs it; it is the one module package.json lists as having side
// effects, else the bundler drops it as a bare re-export of preact/compat, call and all. Without the
// hook the fields' elements never reached react-hook-form, so a form could not read what the member
// chose or typed (test/elements/forms.test.ts, on the embed build).
import { type ComponentType, options, type VNode } from 'preact';

type RefVNode = VNode<{ ref?: unknown }> & { ref?: unknown };

/** A function component (not a class: a class's ref is its instance, as in React). */
function isFunctionComponent(type: unknown): boolean {
  return typeof type === 'function' && !(type as ComponentType).prototype?.render;
}

let installed = false;

/** Installs the hook once (react-on-preact.mjs calls it as the builds' React loads). */
export function giveFunctionComponentsTheirRef(): void {
  if (installed) return;
  installed = true;
  const next = options.vnode;
  options.vnode = (vnode) => {
    const node = vnode as RefVNode;
    if (node.ref != null && isFunctionComponent(node.type)) {
      node.props.ref = node.ref;
      node.ref = undefined;
    }
    next?.(vnode);
  };
}
