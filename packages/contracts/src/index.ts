export * from './constants';
export * from './files';
export * from './host-config';
export * from './messages';
export * from './pricing';
export * from './products';
