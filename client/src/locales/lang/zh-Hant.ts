/**
 * The zh-Hant texts of the first screen (the shell, the home page, the inbox's badges) and
 * antd-mobile's strings: one chunk, fetched only when zh-Hant is chosen (issue #25). Each feature's
 * texts (`features/<name>/locales/zh-Hant.json`) follow with the first page that needs them (load.ts).
 */
import antd from 'antd-mobile/es/locales/zh-TW';
import messages from '../messages/zh-Hant.json';
import shell from '../zh-Hant.json';

export const translation = { ...shell, ...messages };
export { antd };
