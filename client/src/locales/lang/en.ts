/** Everything the interface needs in en, as one chunk loaded only for that language (issue #25). */
import antd from 'antd-mobile/es/locales/en-US';
import commerce from '../commerce/en.json';
import contest from '../contest/en.json';
import messages from '../messages/en.json';
import shell from '../en.json';

export const translation = { ...shell, ...messages, ...contest, ...commerce };
export { antd };
