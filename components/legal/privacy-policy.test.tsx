// The privacy policy states where leads are kept and who receives them from the configuration it is built with.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getLegalDocument, legalSlugs } from "@/lib/legal/document";
import { site, type SocialProfile } from "@/lib/site/identity";
import { legalFacts } from "@/lib/legal/facts";
import type { Locale } from "@/lib/i18n/routing";
import { compileContent } from "@/lib/mdx/compile";
import { legalMdxComponents } from "./legal-mdx-components";

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

async function policy(
  locale: Locale,
  env: Record<string, string> = {},
  social: Partial<Record<SocialProfile, string>> = {},
) {
  const { body } = getLegalDocument(locale, "privacy-policy");
  const { content } = await compileContent(body, legalMdxComponents(locale, legalFacts(env), social), locale);
  return renderToStaticMarkup(content)
    .replace(/<[^>]+>/g, "")
    .replace(/\u00a0/g, " ");
}

const PL = {
  file: "zapisujemy je w pliku na naszym serwerze, zanim je przekażemy, i przechowujemy do chwili, gdy dotrze do każdego odbiorcy, najdłużej 30 dni",
  redis: "zapisujemy je w bazie danych Redis, zanim je przekażemy",
  redisProvider: "Dostawca bazy danych Redis",
  webhook: "Narzędzie do obsługi zapytań (CRM lub automatyzacja)",
  chat: "Komunikator naszego zespołu",
};

describe("the legal documents", () => {
  it("each renders with the components it names, in both languages", async () => {
    for (const locale of ["pl", "en"] as const) {
      for (const slug of legalSlugs) {
        const { body } = getLegalDocument(locale, slug);
        const { content } = await compileContent(body, legalMdxComponents(locale, legalFacts({})), locale);
        expect(renderToStaticMarkup(content), `${locale}/${slug}`).toContain(site.name);
      }
    }
  });
});

describe("the privacy policy, as configured", () => {
  it("without Redis or receivers: leads kept in a file, the limit in memory, no other recipient of leads", async () => {
    const text = await policy("pl");
    expect(text).toContain(PL.file);
    expect(text).toContain("przez 10 minut, w pamięci serwera");
    expect(text).not.toContain("Redis");
    for (const recipient of [PL.webhook, PL.chat]) expect(text).not.toContain(recipient);
  });

  it("with a hosted Redis: names the store and its provider as a processor; the keep period follows LEADS_KEEP_DAYS", async () => {
    const text = await policy("pl", {
      REDIS_URL: "rediss://default:secret@eu1-fond-owl-31415.upstash.io:6379",
      LEADS_KEEP_DAYS: "14",
    });
    expect(text).toContain(PL.redis);
    expect(text).toContain("najdłużej 14 dni");
    expect(text).toContain("przez 10 minut, w bazie danych Redis");
    expect(text).toContain(`${PL.redisProvider} (Upstash)`);
    expect(text).not.toContain("secret");
  });

  it("with Redis on the site's own server: the store is named, no provider", async () => {
    const text = await policy("pl", { REDIS_URL: "redis://127.0.0.1:6379" });
    expect(text).toContain(PL.redis);
    expect(text).not.toContain(PL.redisProvider);
  });

  it("with a webhook and a chat notice: names both recipients, by service where it is known", async () => {
    const env = {
      LEAD_WEBHOOK_URL: "https://hook.eu1.make.com/abc123",
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_NOTIFY_URL: "https://hooks.slack.com/services/T0/B0/X",
    };
    const pl = await policy("pl", env);
    expect(pl).toContain(`${PL.webhook} – Make`);
    expect(pl).toContain(`${PL.chat} – Slack`);
    expect(pl).toContain(PL.file);
    const en = await policy("en", { ...env, LEAD_WEBHOOK_URL: "https://crm.agencja.example/hooks/leads" });
    expect(en).toContain("Our enquiry-handling tool (CRM or automation) – receives every enquiry");
    expect(en).toContain("Our team’s messaging tool – Slack");
    expect(en).not.toContain("agencja.example");
  });

  it("names the joint controllers of the social profiles the site links, and says nothing of profiles it has none of", async () => {
    expect(await policy("pl")).not.toContain("Nasze profile w mediach społecznościowych");
    expect(await policy("en")).not.toContain("Our social media profiles");
    const one = await policy("pl", {}, { facebook: "https://www.facebook.com/northwave" });
    expect(one).toContain(
      "Nasze profile w mediach społecznościowych – jeśli odwiedzasz nasz profil na Facebooku, Twoje dane przetwarza też operator serwisu (Meta Platforms Ireland Limited). W zakresie statystyk profilu jesteśmy z nim współadministratorami (art. 26 RODO; Meta: dodatek dotyczący statystyk strony, Page Insights Controller Addendum).",
    );
    const all = { facebook: "https://f.example", instagram: "https://i.example", linkedin: "https://l.example" };
    expect(await policy("pl", {}, all)).toContain(
      "jeśli odwiedzasz nasz profil na Facebooku, na Instagramie lub w serwisie LinkedIn, Twoje dane przetwarza też operator każdego z tych serwisów (Meta Platforms Ireland Limited i LinkedIn Ireland Unlimited Company). W zakresie statystyk profilu jesteśmy z każdym z nich współadministratorami (art. 26 RODO; Meta: dodatek dotyczący statystyk strony, Page Insights Controller Addendum; LinkedIn: Page Insights Joint Controller Addendum).",
    );
    expect(await policy("en", {}, { linkedin: "https://l.example" })).toContain(
      "Our social media profiles – if you visit our profile on LinkedIn, the platform’s operator (LinkedIn Ireland Unlimited Company) also processes your data. For the profile’s statistics we are joint controllers with it (Article 26 GDPR; LinkedIn: Page Insights Joint Controller Addendum).",
    );
  });

  it("states the page address and time sent to Google and Meta, in both languages", async () => {
    expect(await policy("pl")).toContain("adres strony, z której wysłano formularz, czas wysłania");
    expect(await policy("en")).toContain("the address of the page the form was sent from, the time it was sent");
  });
});
