export type NginxSite = { port: number; conf: string; stop(): Promise<void> };

export function startNginxSite(options: {
  port: number;
  upstreams: [number, number];
  dir: string;
  workers?: number | "auto";
  /** A file for nginx's access log in its default (combined) format; unset: no access log. */
  accessLog?: string;
}): Promise<NginxSite>;

export function startNginxStatic(options: { port: number; folder: string; dir: string }): Promise<NginxSite>;

export type NextServer = { port: number; stop(): Promise<void> };

export function startNextServer(port: number, env?: Record<string, string>): Promise<NextServer>;
