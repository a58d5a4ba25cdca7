export * from './access';
export * from './api';
export * from './enums';
export * from './format';
export * from './i18n';
export * from './permissions';
export * from './routes';
export * from './validation';
