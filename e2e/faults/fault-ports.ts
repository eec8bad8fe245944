/** Ports of the servers and proxies the server faults start: FAULTS_PORT, or the journeys' + 80. */
export function faultPort(offset: number): number {
  const base = Number(process.env.FAULTS_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 80);
  return base + offset;
}
