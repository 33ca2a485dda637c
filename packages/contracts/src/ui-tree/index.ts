export * from './design';
export * from './errors';
export * from './landing-elements';
export * from './node';
export * from './quote-inputs';
export * from './script';
export * from './template';
export * from './theme';
