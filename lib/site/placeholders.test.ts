import { describe, expect, it } from "vitest";
import { site } from "./identity";
import { assertPublishableIdentity, placeholderFields, placeholderWarning, releaseRefusal } from "./placeholders";

const real = {
  ...site,
  name: "Fala Marketing",
  legalName: "Fala Marketing sp. z o.o.",
  email: "biuro@fala.pl",
  phone: "+48 22 555 01 02",
  address: { ...site.address, street: "ul. Hoża 51" },
  registry: { ...site.registry, krs: "0000123456", nip: "525-000-11-22", regon: "146000000" },
};

describe("the placeholder identity", () => {
  it("names every shipped placeholder field", () => {
    expect(placeholderFields()).toEqual([
      "name",
      "legalName",
      "email",
      "phone",
      "address.street",
      "registry.krs",
      "registry.nip",
      "registry.regon",
    ]);
    expect(placeholderFields({ ...real, email: site.email })).toEqual(["email"]);
  });

  it("is a warning on a production start at a public address, naming each field", () => {
    const warning = placeholderWarning({ nodeEnv: "production", siteUrl: "https://www.agencja.pl" });
    expect(warning).toContain("lib/site/identity.ts");
    for (const field of placeholderFields()) expect(warning).toContain(field);
  });

  it("is silent with real values, in development and on a local address", () => {
    expect(placeholderWarning({ nodeEnv: "production", siteUrl: "https://www.agencja.pl" }, real)).toBeNull();
    expect(placeholderWarning({ nodeEnv: "development", siteUrl: "https://www.agencja.pl" })).toBeNull();
    for (const siteUrl of ["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"]) {
      expect(placeholderWarning({ nodeEnv: "production", siteUrl })).toBeNull();
    }
  });

  it("is a refused release, naming each field, unless ALLOW_PLACEHOLDER_IDENTITY=1", () => {
    const refusal = releaseRefusal(undefined);
    for (const field of placeholderFields()) expect(refusal).toContain(field);
    expect(refusal).toContain("ALLOW_PLACEHOLDER_IDENTITY=1");
    expect(releaseRefusal("1")).toBeNull();
    expect(releaseRefusal("yes")).toBe(refusal);
    expect(releaseRefusal(undefined, real)).toBeNull();
  });

  it("stops a Vercel production build, which deploy/release.sh never sees, and only that build", () => {
    const build =
      (vercelEnv: string | undefined, allow?: string, identity: typeof real = site) =>
      () =>
        assertPublishableIdentity({ vercelEnv, allow }, identity);
    expect(build("production")).toThrow(releaseRefusal(undefined)!);
    expect(build("production", "1")).not.toThrow();
    expect(build("production", undefined, real)).not.toThrow();
    for (const vercelEnv of ["preview", "development", undefined]) expect(build(vercelEnv)).not.toThrow();
  });

  it("ships a phone number that cannot be dialled (no Polish number starts with 0)", () => {
    expect(site.phone.replace(/\D/g, "")).toMatch(/^48000/);
  });
});
