export * from './age-between';
export * from './hkid';
export * from './min-words';
export * from './no-chinese';
export * from './required';
export * from './rules';
export * from './types';
