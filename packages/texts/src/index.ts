// Every user-facing text of the contracts' message keys, in English and German (packages/contracts keeps the keys).
export { en } from './en.js';
export { de } from './de.js';
export { MESSAGES, translate } from './translate.js';
export { translateWith, type MessageValues } from './message-format.js';
