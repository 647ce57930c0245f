import { describe, expect, it } from "vitest";
import { chatChannel } from "../channels/chat";
import { buildLeadMail } from "../channels/email/lead-mail";
import { webhookChannel } from "../channels/webhook";
import { landingOf } from "./landing";
import type { Lead } from "./lead";

// The example campaign page of content/campaigns/pages, in Polish.
const key = "google-ads-local-services";
const landing = {
  key,
  title: "Google Ads dla lokalnych firm usługowych",
  path: "/lp/google-ads-dla-lokalnych-firm",
};

const lead = (attribution: Lead["attribution"], locale: Lead["locale"] = "pl"): Lead => ({
  id: "lead-landing",
  values: {
    firstName: "Zofia",
    lastName: "Wiśniewska",
    email: "zofia@example.com",
    company: "Kwiaciarnia",
    service: "google-ads",
    budget: "do-1000",
    message: "Prosimy o kampanię dla kwiaciarni.",
  },
  locale,
  attribution,
  receivedAt: new Date("2026-12-05T09:00:00Z"),
});

const mailText = (subject: Lead) =>
  String(buildLeadMail(subject, { to: "biuro@example.com", from: "s@example.com" }).text);
const chatText = async (subject: Lead) =>
  (JSON.parse(await chatChannel("https://chat.example/hook").render(subject)) as { text: string }).text;
const webhookData = async (subject: Lead) =>
  (
    JSON.parse(await webhookChannel({ url: "https://crm.example/hook", secret: "whsec_c2VjcmV0" }).render(subject)) as {
      data: { landing: unknown; attribution: Record<string, unknown> };
    }
  ).data;

describe("the campaign page a lead was sent from", () => {
  it("is named by the page's translation key in the lead's language, its title without the page's typesetting", () => {
    expect(landingOf(key, "pl")).toEqual(landing);
    expect(landingOf(key, "en")).toEqual({
      key,
      title: "Google Ads for local service businesses",
      path: "/en/lp/google-ads-for-local-businesses",
    });
    expect(landingOf("no-such-page", "pl")).toBeNull();
    expect(landingOf(undefined, "pl")).toBeNull();
  });

  it("reaches the owner in the e-mail, the webhook and the chat, beside the campaign tags", async () => {
    const sent = lead({
      landingPage: `${landing.path}?utm_source=google&utm_medium=cpc`,
      utm_source: "google",
      utm_medium: "cpc",
      landing: key,
    });
    expect(mailText(sent)).toContain(
      `Landing: ${landing.title} (${landing.path}, klucz tłumaczenia: ${key})\nutm_source: google\nutm_medium: cpc\n`,
    );
    expect(await webhookData(sent)).toMatchObject({
      landing,
      attribution: { utm_source: "google", utm_medium: "cpc" },
    });
    expect(await chatText(sent)).toMatch(
      /, kanał: `kampania oznaczona UTM: google \/ cpc` – Landing: Google Ads dla lokalnych firm usługowych$/,
    );
  });

  it("is left out for a lead from any other page, or a key no page has", async () => {
    for (const attribution of [{ landingPage: "/" }, { landingPage: "/", landing: "no-such-page" }]) {
      const sent = lead(attribution);
      expect(mailText(sent)).not.toContain("Landing");
      expect((await webhookData(sent)).landing).toBeNull();
      expect(await chatText(sent)).not.toContain("Landing");
    }
  });
});
