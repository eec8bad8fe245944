import type { FastifyInstance } from 'fastify';

/** One route the router answers: a method and the path as it was registered (`/a/:id`, `/b/*`). */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

/**
 * Every route of a ready app, read from its router: whatever registered it, and whether or not any
 * hook saw it. The router's tree (printRoutes) is walked with its common prefixes, which spell the
 * path exactly; without them it drops the segments of nodes that have no route of their own.
 * Where two routes name a parameter differently at one place, the path shows both (`:ref|:id`).
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (node === null) continue;
    const [, indent = '', segment = '', methods] = node;
    const depth = indent.length / 4;
    const url = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
