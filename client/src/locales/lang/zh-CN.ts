/**
 * The zh-CN texts of the first screen (the shell, the home page, the inbox's badges) and
 * antd-mobile's strings: one chunk, fetched only when zh-CN is chosen (issue #25). Each feature's
 * texts (`features/<name>/locales/zh-CN.json`) follow with the first page that needs them (load.ts).
 */
import antd from 'antd-mobile/es/locales/zh-CN';
import messages from '../messages/zh-CN.json';
import shell from '../zh-CN.json';

export const translation = { ...shell, ...messages };
export { antd };
