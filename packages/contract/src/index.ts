export * from './access';
export * from './api';
export * from './enums';
export * from './i18n';
export * from './validation';
