// @betshell/domain/loyalty: the loyalty programme's rules (points, levels, weekly cashback, the
// bring-a-friend reward), for the server and the office-sections parcel.
export * from './loyalty-rules';
