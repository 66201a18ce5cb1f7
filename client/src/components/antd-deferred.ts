/**
 * antd-mobile components the first render never shows (states, toasts, banners, spinners), in a
 * chunk of their own with react-spring and the error pictures they bring (issue #25). Import them
 * through `deferred.tsx` (components) or `import()` (Toast), never statically from the shell.
 */
import { installAntdRender } from '@client/app/antd-render';

export { ErrorBlock, NoticeBar, SpinLoading, Toast } from 'antd-mobile';

installAntdRender(); // before the first toast (main.tsx installs it after the first render too)
