export * from './reload-limits';
export * from './remote-view-answer';
export * from './remote-view-registry';
export * from './remote-view-retry';
export * from './remote-view-source';
export * from './remote-view-state';
export * from './remote-view-store';
