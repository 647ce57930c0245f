// The shipped systemd units, read as systemd reads them. Their behaviour behind nginx (loopback bind, a release
// under load) is checked by the infrastructure test, tests/infra/scale.infra.test.ts.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (name: string) => readFileSync(path.join(root, "deploy", name), "utf8");

/** key -> every value it is given (comments and section headers left out). */
function directives(unit: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of unit.split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) map.set(match[1]!, [...(map.get(match[1]!) ?? []), match[2]!]);
  }
  return map;
}
const envOf = (unit: Map<string, string[]>) =>
  Object.fromEntries(
    (unit.get("Environment") ?? []).map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );

describe("deploy/agency-site@.service", () => {
  const unit = directives(read("agency-site@.service"));

  it("starts on a fresh host: every writable path is optional or a state directory systemd creates", () => {
    const state = (unit.get("StateDirectory") ?? [])
      .flatMap((value) => value.split(/\s+/))
      .map((name) => `/var/lib/${name}`);
    const paths = (unit.get("ReadWritePaths") ?? []).flatMap((value) => value.split(/\s+/)).filter(Boolean);
    for (const entry of paths) {
      expect(entry.startsWith("-") || state.some((dir) => entry === dir || entry.startsWith(`${dir}/`)), entry).toBe(
        true,
      );
    }
    // The leads' folder is that state directory.
    expect(state.some((dir) => envOf(unit).OUTBOX_DIR?.startsWith(`${dir}/`))).toBe(true);
  });

  it("requires SMTP (a lead never ends in a folder nobody reads) and trusts the proxy's hop", () => {
    expect(envOf(unit)).toMatchObject({ CONTACT_DELIVERY: "smtp", TRUST_PROXY: "1", NODE_ENV: "production" });
  });

  it("binds next start to loopback by name (never -H 127.0.0.1, which loops `/`), resolved to IPv4 first", () => {
    const exec = unit.get("ExecStart")?.[0] ?? "";
    expect(exec).toMatch(/\/next start -H localhost -p %i$/);
    expect(envOf(unit).NODE_OPTIONS).toContain("--dns-result-order=ipv4first");
  });
});

describe("deploy/agency-site-retry.service and .timer", () => {
  const service = directives(read("agency-site-retry.service"));
  const timer = directives(read("agency-site-retry.timer"));
  const site = directives(read("agency-site@.service"));

  it("runs leads:retry every 5 minutes with the site's user, variables and lead folder", () => {
    expect(timer.get("OnCalendar")).toEqual(["*:0/5"]);
    expect(timer.get("Unit")).toEqual(["agency-site-retry.service"]);
    expect(service.get("Type")).toEqual(["oneshot"]);
    expect(service.get("ExecStart")?.[0]).toMatch(/scripts\/leads-retry\.ts$/);
    for (const key of ["User", "WorkingDirectory", "EnvironmentFile", "StateDirectory"])
      expect(service.get(key), key).toEqual(site.get(key));
    expect(envOf(service).OUTBOX_DIR).toBe(envOf(site).OUTBOX_DIR);
    expect(existsSync(path.join(root, (service.get("ExecStart")?.[0] ?? "").split(" ")[1] ?? ""))).toBe(true);
  });

  it("tells the owner when a run fails: OnFailure= starts the alert unit, which runs leads:retry --unit-failed", () => {
    expect(service.get("OnFailure")).toEqual(["agency-site-alert@%n.service"]);
    const alert = directives(read("agency-site-alert@.service"));
    expect(alert.get("ExecStart")?.[0]).toMatch(/scripts\/leads-retry\.ts --unit-failed %i$/);
    for (const key of ["User", "WorkingDirectory", "EnvironmentFile", "StateDirectory"])
      expect(alert.get(key), key).toEqual(site.get(key));
  });

  it("writes the leads' files for the site's user alone, and runs without development packages", () => {
    for (const unit of [service, site, directives(read("agency-site-alert@.service"))]) {
      expect(unit.get("UMask")).toEqual(["0077"]);
    }
    expect(site.get("StateDirectoryMode")).toEqual(["0700"]);
    const runner = (service.get("ExecStart")?.[0] ?? "").split(" ")[1]?.split("/")[1];
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: object };
    expect(Object.keys(pkg.dependencies)).toContain(runner);
  });

  it("leaves the pass to the timer: the instances do not run it (LEADS_RETRY_SECONDS=0)", () => {
    expect(envOf(site).LEADS_RETRY_SECONDS).toBe("0");
  });

  it("is in the deploy steps of docs/deployment.md", () => {
    const deploy = readFileSync(path.join(root, "docs/deployment.md"), "utf8");
    expect(deploy).toContain("systemctl enable --now agency-site-retry.timer");
    expect(deploy).toContain("deploy/release.sh");
  });

  it("passes systemd-analyze verify (where systemd is installed)", () => {
    if (!existsSync("/usr/bin/systemd-analyze")) return;
    const dir = mkdtempSync(path.join(tmpdir(), "units-"));
    try {
      copyFileSync(path.join(root, "deploy/agency-site@.service"), path.join(dir, "agency-site@3000.service"));
      for (const name of ["agency-site-retry.service", "agency-site-retry.timer", "agency-site-alert@.service"])
        copyFileSync(path.join(root, "deploy", name), path.join(dir, name));
      copyFileSync(
        path.join(root, "deploy/agency-site-alert@.service"),
        path.join(dir, "agency-site-alert@agency-site-retry.service.service"),
      );
      const units = [
        "agency-site@3000.service",
        "agency-site-retry.service",
        "agency-site-retry.timer",
        "agency-site-alert@agency-site-retry.service.service",
      ];
      const output = execFileSync("systemd-analyze", ["verify", ...units.map((n) => path.join(dir, n))], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      expect(output).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("deploy/release.sh and the company identity", () => {
  /** A release of this checkout into a temporary APP_DIR, up to the build (which fails on purpose: nothing runs). */
  function release(settings: Record<string, string>) {
    const dir = mkdtempSync(path.join(tmpdir(), "release-"));
    const envFile = path.join(dir, "site.env");
    writeFileSync(
      envFile,
      "NEXT_PUBLIC_SITE_URL=https://www.agencja.example\nSMTP_URL=smtp://site:secret-password@mail.example:587\n",
      { mode: 0o600 },
    );
    const result = spawnSync(path.join(root, "deploy/release.sh"), [root], {
      encoding: "utf8",
      env: {
        ...process.env,
        APP_DIR: path.join(dir, "app"),
        ENV_FILE: envFile,
        INSTALL: `ln -s ${JSON.stringify(path.join(root, "node_modules"))} node_modules`,
        BUILD: "echo BUILD-STARTED; false",
        ...settings,
      },
    });
    const releases = readdirSync(path.join(dir, "app/releases"));
    rmSync(dir, { recursive: true, force: true });
    return { ...result, releases };
  }

  it("refuses to build while lib/site/identity.ts holds placeholders, naming them, and leaves no release behind", () => {
    const refused = release({ ALLOW_PLACEHOLDER_IDENTITY: "" });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("lib/site/identity.ts still has placeholder values (name, legalName, email");
    expect(refused.stderr).toContain("nothing was built or switched");
    expect(refused.stdout).not.toContain("BUILD-STARTED");
    expect(refused.releases).toEqual([]);
  }, 60_000);

  it("installs without the environment file's secrets, and builds with them", () => {
    const seen = release({
      ALLOW_PLACEHOLDER_IDENTITY: "1",
      SMTP_URL: "",
      INSTALL: `echo "INSTALL-SEES: [\${SMTP_URL-}]"; ln -s ${JSON.stringify(path.join(root, "node_modules"))} node_modules`,
      BUILD: 'echo "BUILD-SEES: [$SMTP_URL]"; false',
    });
    expect(seen.stdout).toContain("INSTALL-SEES: []");
    expect(seen.stdout).toContain("BUILD-SEES: [smtp://site:secret-password@mail.example:587]");
  }, 60_000);

  it("builds with ALLOW_PLACEHOLDER_IDENTITY=1 (a release that is not the public site)", () => {
    const allowed = release({ ALLOW_PLACEHOLDER_IDENTITY: "1" });
    expect(allowed.stdout).toContain("placeholder identity allowed by ALLOW_PLACEHOLDER_IDENTITY=1");
    expect(allowed.stdout).toContain("BUILD-STARTED");
    expect(allowed.stderr).toContain("the build failed; nothing was switched");
  }, 60_000);
});
