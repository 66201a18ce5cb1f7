/** Everything the interface needs in zh-Hant, as one chunk loaded only for that language (issue #25). */
import antd from 'antd-mobile/es/locales/zh-TW';
import commerce from '../commerce/zh-Hant.json';
import contest from '../contest/zh-Hant.json';
import messages from '../messages/zh-Hant.json';
import shell from '../zh-Hant.json';

export const translation = { ...shell, ...messages, ...contest, ...commerce };
export { antd };
