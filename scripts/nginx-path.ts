/** Debian's nginx (packages nginx-light or nginx), where both install it. */
export const DEBIAN_NGINX = '/usr/sbin/nginx';

/**
 * The nginx the three-instance fault journey balances with (e2e/faults/server-three-instances.spec.ts):
 * NGINX_PATH when set, else Debian's (scripts/ensure-nginx.ts installs it when missing).
 */
export function nginxPath(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const chosen = env.NGINX_PATH;
  return chosen !== undefined && chosen !== '' ? chosen : DEBIAN_NGINX;
}
