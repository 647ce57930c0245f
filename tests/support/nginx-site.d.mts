export const SHIPPED_SITE: string;

export type NginxSite = { port: number; conf: string; stop(): Promise<void> };

export function startNginxSite(options: {
  port: number;
  upstreams: [number, number];
  dir: string;
  workers?: number | "auto";
}): Promise<NginxSite>;

export type NextServer = { port: number; stop(): Promise<void> };

export function startNextServer(port: number, env?: Record<string, string>): Promise<NextServer>;
