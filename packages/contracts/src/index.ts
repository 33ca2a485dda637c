export * from './apps';
export * from './cms-config';
export * from './constants';
export * from './files';
export * from './host-config';
export * from './messages';
export * from './products';
export * from './templates';
