// First: configures zod for the studio's CSP before any schema is built.
import './csp';

export * from './apps';
export * from './cms-config';
export * from './constants';
export * from './files';
export * from './host-config';
export * from './messages';
export * from './pricing';
export * from './products';
export * from './templates';
