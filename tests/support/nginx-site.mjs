import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const SHIPPED_SITE = path.join(root, "deploy/nginx-agency-site.conf");

/**
 * The shipped deploy/nginx-agency-site.conf, run by the nginx binary on 127.0.0.1:<port> with its own prefix
 * folder: the two upstream ports, the listen line and the cache folder are the only lines changed.
 * Used by tests/infra/cache.infra.test.ts and scripts/bench-nginx.mjs.
 */
export async function startNginxSite({ port, upstreams, dir, workers = "auto", accessLog }) {
  mkdirSync(path.join(dir, "logs"), { recursive: true });
  const shipped = readFileSync(SHIPPED_SITE, "utf8");
  const site = shipped
    .replace("127.0.0.1:3000", `127.0.0.1:${upstreams[0]}`)
    .replace("127.0.0.1:3001", `127.0.0.1:${upstreams[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/\s*listen \[::\]:80;/, "")
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, "cache")}`);
  for (const expected of [`127.0.0.1:${upstreams[1]}`, `listen 127.0.0.1:${port};`, path.join(dir, "cache")]) {
    if (!site.includes(expected)) throw new Error(`the shipped nginx config no longer has the line for ${expected}`);
  }
  return runNginx({ dir, site, port, workers, accessLog });
}

/**
 * A folder of static files served by nginx on 127.0.0.1:<port>, gzip at the level `next start` compresses with (zlib's
 * default, 6): what the same page costs with no framework at all. Used by scripts/bench-web.mjs (the static limit).
 */
export async function startNginxStatic({ port, folder, dir }) {
  mkdirSync(path.join(dir, "logs"), { recursive: true });
  const site = `server {
    listen 127.0.0.1:${port};
    root ${folder};
    index index.html;
    gzip on;
    gzip_comp_level 6;
    gzip_types text/css application/javascript image/svg+xml;
    location / { try_files $uri $uri/ =404; }
}
`;
  return runNginx({ dir, site, port, workers: 1 });
}

async function runNginx({ dir, site, port, workers = "auto", accessLog }) {
  const siteFile = path.join(dir, "site.conf");
  writeFileSync(siteFile, site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `    ${name}_temp_path ${dir}/${name}_temp;`)
    .join("\n");
  // The rest is what Debian's /etc/nginx/nginx.conf sets around a site.
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log ${accessLog ?? "off"};
${temp}
    include ${siteFile};
}
`,
  );
  const binary = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  const child = spawn(binary, ["-p", dir, "-c", conf, "-e", path.join(dir, "logs/error.log")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 15_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${readLog(dir)}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${readLog(dir)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    conf,
    stop: () => stopChild(child, "SIGQUIT"),
  };
}

function readLog(dir) {
  try {
    return readFileSync(path.join(dir, "logs/error.log"), "utf8");
  } catch {
    return "(no error log)";
  }
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** `next start` of the production build in .next on <port>, resolved once it answers `/`. */
export async function startNextServer(port, env = {}) {
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.arrayBuffer();
      if (response.status > 0) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`next start did not answer on ${port}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    port,
    stop: () => stopChild(child, "SIGTERM"),
  };
}

/** Ends a child process with a signal (SIGKILL after 5 s); resolves once it has exited. */
function stopChild(child, signal) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}
