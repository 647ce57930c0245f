import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./helpers/sitemap";

type Node = Record<string, unknown>;

/** Every JSON-LD node of a page: each script block parsed, arrays and @graph flattened. */
function jsonLdNodes(html: string, path: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  return blocks.flatMap((block) => {
    let data: unknown;
    try {
      data = JSON.parse(block);
    } catch (error) {
      throw new Error(`${path}: a JSON-LD block is not JSON (${(error as Error).message})`);
    }
    const list = (Array.isArray(data) ? data : [data]) as Node[];
    return list.flatMap((node) => (Array.isArray(node["@graph"]) ? (node["@graph"] as Node[]) : [node]));
  });
}

const types = (node: Node) => ([] as unknown[]).concat(node["@type"]).map(String);
const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\//.test(value);
const isObject = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** What Google's rich results need per type. Returns the problems found. */
function problems(node: Node): string[] {
  const found: string[] = [];
  const need = (ok: boolean, what: string) => ok || found.push(`${types(node).join("/")}: ${what}`);
  const text = (key: string) =>
    need(typeof node[key] === "string" && (node[key] as string).trim() !== "", `${key} missing`);

  need(
    node["@context"] === "https://schema.org" || node["@context"] === undefined,
    "@context is not https://schema.org",
  );
  for (const type of types(node)) {
    switch (type) {
      case "Organization":
        text("name");
        need(isUrl(node.url), "url is not absolute");
        need(isUrl(node.logo) || (isObject(node.logo) && isUrl(node.logo.url)), "logo is not an absolute URL");
        break;
      case "LocalBusiness":
      case "ProfessionalService": {
        text("name");
        text("telephone");
        const address = node.address as Node | undefined;
        need(
          isObject(address) &&
            ["streetAddress", "addressLocality", "postalCode", "addressCountry"].every((k) => address[k]),
          "address incomplete",
        );
        const hours = node.openingHoursSpecification as Node[] | undefined;
        need(
          Array.isArray(hours) && hours.length > 0 && hours.every((h) => h.dayOfWeek && h.opens && h.closes),
          "openingHoursSpecification incomplete",
        );
        break;
      }
      case "WebSite":
        text("name");
        need(isUrl(node.url), "url is not absolute");
        break;
      case "Service":
        text("name");
        need(
          isObject(node.provider) && (Boolean(node.provider.name) || Boolean(node.provider["@id"])),
          "provider missing",
        );
        need(Boolean(node.areaServed), "areaServed missing");
        break;
      case "BreadcrumbList": {
        const items = node.itemListElement as Node[] | undefined;
        need(Array.isArray(items) && items.length > 0, "itemListElement empty");
        (items ?? []).forEach((item, index) => {
          need(item.position === index + 1, `item ${index + 1}: position ${String(item.position)}`);
          need(typeof item.name === "string" && item.name !== "", `item ${index + 1}: name missing`);
          // The last crumb (the page itself) may leave out item; every other one needs an absolute URL.
          need(
            isUrl(item.item) || (index === items!.length - 1 && item.item === undefined),
            `item ${index + 1}: item is not an absolute URL`,
          );
        });
        break;
      }
      case "BlogPosting":
      case "Article": {
        text("headline");
        need(typeof node.headline === "string" && node.headline.length <= 110, "headline longer than 110 characters");
        need(
          typeof node.datePublished === "string" && !Number.isNaN(Date.parse(node.datePublished)),
          "datePublished is not an ISO date",
        );
        const authors = ([] as unknown[]).concat(node.author);
        need(
          authors.length > 0 && authors.every((a) => isObject(a) && typeof a.name === "string" && a.name !== ""),
          "author without name",
        );
        const images = ([] as unknown[]).concat(node.image);
        need(
          images.length > 0 && images.every((i) => isUrl(i) || (isObject(i) && isUrl(i.url))),
          "image is not an absolute URL",
        );
        need(
          node.inLanguage === "pl" || node.inLanguage === "en" || /^(pl|en)-/.test(String(node.inLanguage)),
          "inLanguage missing",
        );
        break;
      }
    }
  }
  return found;
}

function requiredTypes(path: string): string[][] {
  if (path === "/" || path === "/en") return [["Organization"], ["LocalBusiness", "ProfessionalService"], ["WebSite"]];
  if (/^(\/en)?\/(website-development|google-ads|meta-ads)$/.test(path)) return [["Service"]];
  if (/^(\/en)?\/blog\/[^/]+$/.test(path)) return [["BlogPosting", "Article"]];
  return [];
}

test("every page's JSON-LD parses and carries what rich results need", async ({ request }) => {
  test.setTimeout(60_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  const report: string[] = [];
  for (const path of paths) {
    const nodes = jsonLdNodes(await (await request.get(path)).text(), path);
    for (const node of nodes) report.push(...problems(node).map((p) => `${path}: ${p}`));
    for (const alternatives of requiredTypes(path)) {
      if (!nodes.some((node) => types(node).some((t) => alternatives.includes(t)))) {
        report.push(`${path}: no ${alternatives.join(" or ")}`);
      }
    }
  }
  expect(report).toEqual([]);
});
