/** Everything the interface needs in zh-CN, as one chunk loaded only for that language (issue #25). */
import antd from 'antd-mobile/es/locales/zh-CN';
import commerce from '../commerce/zh-CN.json';
import contest from '../contest/zh-CN.json';
import messages from '../messages/zh-CN.json';
import shell from '../zh-CN.json';

export const translation = { ...shell, ...messages, ...contest, ...commerce };
export { antd };
