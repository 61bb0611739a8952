export * from './platform';
export * from './identity';
export * from './academics';
export * from './fees';
export * from './public-forms';
export * from './people';
export * from './audit';
export * from './backup';
