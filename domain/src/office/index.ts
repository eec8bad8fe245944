// @betshell/domain/office: the rules of the office pages that are neither money nor security
// (share-idea), for the office-sections parcel and the server.
export * from './idea';
