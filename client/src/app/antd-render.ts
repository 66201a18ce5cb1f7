import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __reeflineRoot?: Root };

/**
 * antd-mobile 5 + React 19: imperative Toast / Dialog / Modal render nothing until a
 * createRoot-based render is installed (TOOLCHAIN trap 8). main.tsx loads it right after the first
 * render (not part of it: issue #25); `antd-deferred.ts` before the first toast.
 */
let installed = false;

export function installAntdRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container: Container) => {
    container.__reeflineRoot ??= createRoot(container);
    const root = container.__reeflineRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__reeflineRoot;
    };
  });
}
