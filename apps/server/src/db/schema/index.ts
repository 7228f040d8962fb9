export * from './auth';
export * from './cds';
export * from './companies';
export * from './orders';
export * from './platform';
export * from './providers';
