export * from './blocking-reason';
export * from './choose-block-rule';
