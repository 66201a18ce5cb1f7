/**
 * The en texts of the first screen (the shell, the home page, the inbox's badges) and
 * antd-mobile's strings: one chunk, fetched only when en is chosen (issue #25). Each feature's
 * texts (`features/<name>/locales/en.json`) follow with the first page that needs them (load.ts).
 */
import antd from 'antd-mobile/es/locales/en-US';
import messages from '../messages/en.json';
import shell from '../en.json';

export const translation = { ...shell, ...messages };
export { antd };
