export * from './maintenance';
