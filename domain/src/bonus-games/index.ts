// @betshell/domain/bonus-games: the bonus games' looks, prize tables and draw, for the bonus-games
// parcel and the server.
export * from './bonus-game-prizes';
