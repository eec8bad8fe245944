/**
 * A user_token cookie as the browser keeps it after sign-in (spec/shell.md section 7: path /, expiry
 * from the token's exp). The browser marks a player authorised while such a token has not expired
 * (limits-coupon-signin.md sections 5 and 6). Until sign-in lands (issue 5) no server call checks
 * its signature, so an unsigned token stands in for the one /web-api/user/gettoken will issue.
 */
export function userTokenCookie(baseURL: string, expiresInSeconds = 3600) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return {
    name: 'user_token',
    value: `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'e2e-player', exp })}.`,
    url: baseURL,
    expires: exp,
  };
}
