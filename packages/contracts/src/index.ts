export * from './constants';
export * from './host-config';
export * from './messages';
