export * from './accounts.js';
export * from './site.js';
export * from './language.js';
export * from './billing.js';
export * from './content.js';
export * from './favorites.js';
export * from './oauth.js';
export * from './study.js';
