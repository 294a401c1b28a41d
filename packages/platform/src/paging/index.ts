export * from './connection.js';
export * from './cursor.js';
export * from './page.js';
export * from './search.js';
