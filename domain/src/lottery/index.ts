// @betshell/domain/lottery: the rules of toto and lotto (cost, categories, the pool's split, the
// provably fair draw), for the lottery-games parcel and the server.
export * from './toto-rules';
export * from './lotto-rules';
export * from './lottery-refusal-words';
