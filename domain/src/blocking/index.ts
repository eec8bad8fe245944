export * from './blocking-reason';
