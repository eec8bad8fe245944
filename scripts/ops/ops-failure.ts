/** A failure to explain to the operator in one message; `npm run ops` prints it and exits 1. */
export class OpsFailure extends Error {}
