/** An error a route throws on purpose: it answers its status with its code and message as they are. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: string | number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
