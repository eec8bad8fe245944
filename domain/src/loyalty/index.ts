// @betshell/domain/loyalty: the loyalty programme's rules (points, levels, weekly cashback, the
// bring-a-friend reward, points exchanged for a bonus), for the server and the office-sections
// parcel.
export * from './loyalty-rules';
export * from './points-exchange';
