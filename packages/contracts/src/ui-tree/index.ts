export * from './design';
export * from './errors';
export * from './node';
export * from './script';
export * from './template';
export * from './theme';
